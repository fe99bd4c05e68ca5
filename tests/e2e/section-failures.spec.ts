import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './support.ts';

/** The shell's wait per attempt (shell/src/features/sections/api/section-loader.ts). */
const SECTION_LOAD_TIMEOUT_MS = 10_000;

// Each way a section can fail to load, with the rest of the site still working. (Sections on
// another origin, with and without CORS headers, are tested in deploy.spec.ts.)
// The registry's entry is the section's manifest; the manifest names its module and styles.
// Retries ask for the module with a fresh query string; the pattern matches those too.
const MANIFEST = /\/sections\/events\/[^/]+\/mf-manifest\.json$/;
const MODULE = /\/sections\/events\/[^/]+\/section\.js(\?.*)?$/;
const STYLES = /\/sections\/events\/[^/]+\/assets\/section-[^/]+\.css$/;

async function expectSectionDownButSiteUp(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: 'Evenementen is nu niet beschikbaar' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await expect(page).toHaveTitle('Evenementen niet beschikbaar - Tjas');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav).toBeVisible();
  await page.getByTestId('current-user').click(); // the account menu
  await page.getByRole('link', { name: 'Mijn overzicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await storeSession(page, 'lid');
});

test('a refused connection', async ({ page }) => {
  await page.route(MODULE, (route) => route.abort('connectionrefused'));
  await page.goto('/evenementen');
  await expectSectionDownButSiteUp(page);
  // Coming from another page, the title does not stay that page's.
  await expect(page).toHaveTitle('Account - Tjas');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Evenementen' }).click();
  await expect(page).toHaveTitle('Evenementen niet beschikbaar - Tjas', { timeout: 30_000 });
});

test('a 404, and the retry button loads it once it is back', async ({ page }) => {
  await page.route(MODULE, (route) => route.fulfill({ status: 404, body: 'weg' }));
  await page.goto('/evenementen');
  const alert = page.getByRole('alert').filter({ hasText: 'Evenementen is nu niet beschikbaar' });
  await expect(alert).toBeVisible();
  await page.unroute(MODULE);
  await alert.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
});

test('a server that accepts and never answers (timeout, one retry)', async ({ page }) => {
  const attempts: string[] = [];
  await page.route(MODULE, (route) => {
    attempts.push(route.request().url()); // never answered
  });
  // The page's clock jumps over each 10 s wait instead of sleeping through it.
  await page.clock.install();
  await page.goto('/evenementen');
  await expect(page.getByRole('status')).toContainText('Evenementen wordt geladen');
  await expect.poll(() => attempts.length).toBeGreaterThan(0);
  await page.clock.fastForward(SECTION_LOAD_TIMEOUT_MS);
  await expect.poll(() => attempts.filter((url) => url.includes('poging=1')).length).toBe(1);
  await page.clock.fastForward(SECTION_LOAD_TIMEOUT_MS);
  await expectSectionDownButSiteUp(page);
  // One retry, with a fresh URL (the browser may ask for the first URL more than once itself).
  expect(
    attempts.filter((url) => url.includes('poging=')),
    attempts.join('\n'),
  ).toEqual([expect.stringMatching(/\?poging=1$/)]);
});

test('a script that throws while it is evaluated', async ({ page }) => {
  await page.route(MODULE, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("kapot bij het laden");' }),
  );
  await page.goto('/evenementen');
  await expectSectionDownButSiteUp(page);
});

test('a page of the section that throws while rendering, reported to the site for that version', async ({ page }) => {
  await page.route(MODULE, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `export default { contractVersion: 1, name: 'events', nav: [], routes: [{ path: '', title: 'Evenementen', Component() { throw new Error('kapot bij het tekenen'); } }] };`,
    }),
  );
  const reports: { version: string; fout?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/tjas/secties/events/meldingen')) reports.push(request.postDataJSON());
  });
  await page.goto('/evenementen');
  await expectSectionDownButSiteUp(page);
  // Loaded, then the render error's first line (the site counts it against the live version).
  const version = (await (await page.request.get('/remotes.json')).json()).sections.find(
    (section: { name: string }) => section.name === 'events',
  ).version;
  await expect
    .poll(() => reports.filter((report) => report.fout === 'Error: kapot bij het tekenen'))
    .toEqual([{ version, fout: 'Error: kapot bij het tekenen' }]);
  // (Each page load says "loaded" once; the page after the login may have loaded it too.)
  expect(reports.filter((report) => !report.fout).length).toBeGreaterThan(0);
  expect(reports.every((report) => report.version === version)).toBe(true);
});

test('a section with a contract version the shell does not support is refused with a clear message', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.route(MODULE, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `export default { contractVersion: 99, name: 'events', nav: [], routes: [] };`,
    }),
  );
  await page.goto('/evenementen');
  await expect(page.getByRole('alert')).toContainText('contractversie 99; deze site ondersteunt versie 1');
  expect(messages.join('\n')).toContain('contractversie 99');
  await expectSectionDownButSiteUp(page);
});

test('a manifest that is missing', async ({ page }) => {
  await page.route(MANIFEST, (route) => route.fulfill({ status: 404, body: 'weg' }));
  await page.goto('/evenementen');
  await expectSectionDownButSiteUp(page);
});

test('a manifest that is not JSON or names no module', async ({ page }) => {
  let answers = 0;
  await page.route(MANIFEST, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: answers++ === 0 ? '<html>' : JSON.stringify({ shared: [], exposes: [] }),
    }),
  );
  await page.goto('/evenementen');
  await expectSectionDownButSiteUp(page);
});

test('a style sheet that does not load', async ({ page }) => {
  await page.route(STYLES, (route) => route.abort('connectionrefused'));
  await page.goto('/evenementen');
  await expectSectionDownButSiteUp(page);
});
