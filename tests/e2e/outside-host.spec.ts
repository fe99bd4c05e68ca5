import { expect, test } from '@playwright/test';
import { HOST_URL, serveOutsideHost } from './outside-host-server.ts';
import { API, DEMO_PASSWORD } from './support.ts';

// The outside host of docs/outside-host.md: examples/outside-host, a Module Federation host made
// from npm packages only, built as its own developer would build it and served from another
// origin. Through the site's provider remote (/site-mf/) it logs a member in against the site and
// renders a section's page from the registry's standard manifest (mfManifest), styled by the UI
// kit and with the member's session, with no URL rewritten.
const SITE = API.replace(/\/api$/, '');
let stop: (() => Promise<void>) | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stop = await serveOutsideHost();
});

test.afterAll(() => stop?.());

test('a host of npm packages only logs in through the site\u2019s provider and renders a section styled', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${HOST_URL}/?sectie=sport&pagina=uitslagen`);

  // No session on the host's origin yet: the site's login, with the site's Dutch reason.
  const login = page.locator('#login');
  await expect(login, problems.join('\n')).toBeVisible({ timeout: 20_000 });
  await login.getByLabel('E-mailadres of gebruikersnaam').fill('lid');
  await login.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze combinatie van e-mailadres of gebruikersnaam');
  await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Inloggen' }).click();

  // The member's own data, from the session the section shares with the host.
  const member = (await (
    await fetch(`${API}/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: 'lid', password: DEMO_PASSWORD }),
    })
  ).json()) as { record: { name: string } };
  await expect(page.getByTestId('host-user')).toHaveText(`Ingelogd als ${member.record.name}`);
  await expect(page.getByText('Wedstrijduitslagen van onze leden.'), problems.join('\n')).toBeVisible({
    timeout: 20_000,
  });
  // Results are for members only: the section reads them with the session the host logged in.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(31);

  // Styled: the UI kit's field styles with its tokens (--tj-colour-border, --tj-space-2), whatever
  // their values are now.
  const select = page.getByLabel('Afstand');
  const styles = await select.evaluate((element) => {
    const probe = document.createElement('div');
    probe.style.borderTop = '1px solid var(--tj-colour-border)';
    probe.style.paddingTop = 'var(--tj-space-2)';
    document.body.append(probe);
    const expected = getComputedStyle(probe);
    const actual = getComputedStyle(element);
    probe.style.backgroundColor = 'var(--tj-colour-background)';
    probe.style.color = 'var(--tj-colour-text)';
    probe.style.fontFamily = 'var(--tj-font)';
    const page = getComputedStyle(document.body);
    const result = {
      token: getComputedStyle(document.documentElement).getPropertyValue('--tj-colour-border').trim() !== '',
      // The page itself in the site's colours and type, set by the example from the same tokens.
      page:
        page.backgroundColor === expected.backgroundColor &&
        page.color === expected.color &&
        page.fontFamily === expected.fontFamily,
      border: actual.borderTopColor === expected.borderTopColor,
      padding: actual.paddingTop === expected.paddingTop && actual.paddingTop !== '0px',
    };
    probe.remove();
    return result;
  });
  expect(styles).toEqual({ token: true, page: true, border: true, padding: true });

  // The section came from the registry's standard manifest, as registered: nothing rewritten, and
  // nothing of the members' import-map build.
  const sport = (
    (await (await fetch(`${SITE}/remotes.json`)).json()) as { sections: { name: string; mfManifest?: string }[] }
  ).sections.find((section) => section.name === 'sport');
  expect(requested).toContain(`${SITE}${sport!.mfManifest!}`);
  expect(requested).toContain(`${SITE}/site-mf/mf-manifest.json`);
  expect(requested.filter((url) => url.startsWith(SITE) && /\/sections\/[^/]+\/[^/]+\/(?!mf\/)/.test(url))).toEqual([]);
  expect(problems).toEqual([]);
  // The release ships the types of its contract beside its manifest, for the host's type checker.
  const types = await fetch(`${SITE}${sport!.mfManifest!.replace(/mf-manifest\.json$/, 'section.d.ts')}`);
  expect(types.status).toBe(200);
  expect(types.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await types.text()).toContain("declare module 'tjas_sport/section'");

  // A reload keeps the member logged in on the host's origin.
  await page.reload();
  await expect(page.getByTestId('host-user')).toHaveText(`Ingelogd als ${member.record.name}`, { timeout: 20_000 });

  // A section or page the site does not have: the reason in the page, not a white one.
  await page.goto(`${HOST_URL}/?sectie=bestaatniet`);
  await expect(page.locator('#host-problem')).toHaveText(
    'De site heeft geen sectie "bestaatniet" die een andere site kan tonen.',
    { timeout: 20_000 },
  );
  await page.goto(`${HOST_URL}/?sectie=sport&pagina=bestaatniet`);
  await expect(page.locator('#host-problem')).toContainText(
    'Sectie "sport" heeft geen pagina "bestaatniet". Wel: uitslagen, ',
    { timeout: 20_000 },
  );
  // Without a page, another section opens at its own first page.
  await page.goto(`${HOST_URL}/?sectie=media`);
  await expect(page.getByText('Foto’s, nieuws, ons lied en onze mascotte.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#host-problem')).toBeHidden();
});

test('the site opens its provider and registry to other origins, and its own pages load neither', async ({ page }) => {
  // Without an Origin header, so only what the site sets itself counts (PocketBase answers a
  // request that names an origin with its own CORS headers, whatever the path).
  const cors = async (path: string) => (await fetch(`${SITE}${path}`)).headers.get('access-control-allow-origin');
  expect(await cors('/site-mf/mf-manifest.json')).toBe('*');
  expect(await cors('/site-mf/remoteEntry.js')).toBe('*');
  expect(await cors('/remotes.json')).toBe('*');
  // The shell's own pages and files are not opened.
  expect(await cors('/')).toBeNull();
  expect(await cors('/evenementen')).toBeNull();
  // The site's pages neither need nor may run the provider: their policy leaves /site-mf/ out.
  const response = await page.goto(`${SITE}/login`);
  expect(response!.headers()['content-security-policy']).not.toContain('site-mf');
});
