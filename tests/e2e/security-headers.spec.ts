import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MEMBER_MARK_SCRIPT } from '../../shell/build/first-paint-plugin.ts';
import { openAs } from './support.ts';

test("every HTML answer carries the page's Content-Security-Policy and the other security headers", async ({
  request,
}) => {
  // Pages, paths with an extension that the static fallback answers with the app, unknown section files.
  for (const path of [
    '/',
    '/login',
    '/evenementen',
    '/evenementen/x.png',
    '/evenementen/x.js',
    '/sections/nope.html',
    '/onbekend/pad.css',
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    if (!/text\/html/.test(headers['content-type'] ?? '')) continue;
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('same-origin');
  }
});

test("an unknown API path answers a JSON 404, never the app's page", async ({ request }) => {
  for (const path of ['/api/onbekend', '/api/', '/api/onbekend/diep/pad', '/api/x.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toMatch(/application\/json/);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the dashboard may not be framed either', async ({ request }) => {
  const response = await request.get('/_/');
  expect(response.headers()['content-type']).toMatch(/text\/html/);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test("the policy allows the page's two inline scripts by their hashes, and no other inline script", async ({
  request,
}) => {
  const response = await request.get('/evenementen');
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  // The import map, and the line that recognises a member for the first paint (first-paint-plugin.ts).
  expect(inline).toHaveLength(2);
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(map!).imports.react).toMatch(/^\/assets\/shared\/react-[\w-]+\.js$/);
  expect(inline.filter((body) => body !== map)).toEqual([MEMBER_MARK_SCRIPT]);
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy']!)?.[1]?.split(' ');
  // Scripts only from the site's code paths (never from /api/files, where uploads live) and these two.
  const host = new URL(response.url()).host;
  expect(scriptSrc).toEqual([
    `${host}/assets/`,
    `${host}/sections/`,
    ...inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`),
  ]);
  const styleSrc = /style-src ([^;]*)/.exec(response.headers()['content-security-policy']!)?.[1]?.split(' ');
  expect(styleSrc).toEqual([`${host}/assets/`, `${host}/sections/`]);
});

test('the site runs under its own policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openAs(page, 'lid', '/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  await page.getByTestId('current-user').click(); // the account menu
  await page.getByRole('link', { name: 'Mijn overzicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await page.goto('/account/mijn-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  expect(violations).toEqual([]);
});
