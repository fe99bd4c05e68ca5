import { expect, test } from '@playwright/test';
import { API, apiToken, openAs } from './support.ts';

// An uploaded file never runs as code in the site's pages: it is stored under its content's
// extension and served as that type with nosniff, and the page's policy takes scripts and
// styles only from the paths that hold built code. Here a member uploads an avatar that is both
// a GIF and JavaScript, named `.js`, and a page tries to run it as a script and a style sheet.

const POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from('*/=1;window.__pwned=1;//'),
]);

test('an avatar that is also JavaScript cannot run as a script or style in the site', async ({ page }) => {
  const token = await apiToken('eva.bos@tjas.example');
  const me = (await (
    await fetch(`${API}/collections/users/auth-refresh`, { method: 'POST', headers: { Authorization: token } })
  ).json()) as {
    record: { id: string; collectionId: string };
  };
  const form = new FormData();
  form.set('avatar', new Blob([POLYGLOT]), 'avatar.js');
  const response = await fetch(`${API}/collections/users/records/${me.record.id}`, {
    method: 'PATCH',
    headers: { Authorization: token },
    body: form,
  });
  expect(response.status).toBe(200);
  const avatar = ((await response.json()) as { avatar: string }).avatar;
  expect(avatar).toMatch(/\.gif$/);
  const url = `/api/files/${me.record.collectionId}/${me.record.id}/${avatar}`;

  await openAs(page, 'eva.bos@tjas.example', '/evenementen');
  const outcome = await page.evaluate(async (src) => {
    const blocked: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      blocked.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    const load = (element: HTMLScriptElement | HTMLLinkElement) =>
      new Promise<string>((resolve) => {
        element.onload = () => resolve('loaded');
        element.onerror = () => resolve('refused');
        document.head.append(element);
      });
    const script = Object.assign(document.createElement('script'), { src });
    const moduleScript = Object.assign(document.createElement('script'), { src, type: 'module' });
    const style = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: src });
    const results = [await load(script), await load(moduleScript), await load(style)];
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { results, blocked, pwned: (window as { __pwned?: number }).__pwned };
  }, url);
  expect(outcome.pwned).toBeUndefined();
  expect(outcome.results).toEqual(['refused', 'refused', 'refused']);
  expect(outcome.blocked.some((entry) => entry.startsWith('script-src') && entry.includes('/api/files/'))).toBe(true);

  // Opened on its own, it is an image (served as such, sandboxed), not a page or a script.
  const direct = await page.request.get(url);
  expect(direct.headers()['content-type']).toBe('image/gif');
  expect(direct.headers()['x-content-type-options']).toBe('nosniff');
});
