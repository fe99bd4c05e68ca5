import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support.ts';

/** A logged-in page on a fake clock, counting the reloads from here on. */
async function openWithFakeClock(page: Page): Promise<{ count: number }> {
  await page.clock.install();
  await openAs(page, 'lid', '/account');
  // Start-up (registry, session) is done once the page shows; only then does the server "change".
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

test('a code chunk that fails to load reloads the page once; a second failure within 10 s does not', async ({
  page,
}) => {
  await openAs(page, 'lid', '/account');
  // Start-up (registry, session) is done once the page shows; only then does the server "change".
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);
  // The code file is gone until the page reloads (as after a deploy: the new page has new files).
  let reloaded = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
  });
  await page.route(/\/assets\/my-account-page-[^/]+\.js$/, (route) =>
    reloaded ? route.continue() : route.abort('failed'),
  );

  await page.getByRole('link', { name: 'Gegevens en wachtwoord wijzigen' }).click();
  await expect.poll(() => loads).toBe(1); // reloaded once, on the page that was asked for
  await expect(page).toHaveURL(/\/account\/mijn-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  // Another code file failing within 10 seconds: the guard holds, the error page shows instead.
  await page.route(/\/assets\/sponsors-page-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Sponsors' }).click();
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
});

test('the hourly check never reloads over a form: it says a new version is ready and loads it on the next navigation', async ({
  page,
}) => {
  await page.clock.install();
  await openAs(page, 'lid', '/acties/technische-hulp');
  const body = page.getByRole('textbox', { name: /Beschrijf het probleem/ });
  await expect(body).toBeVisible();
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  await body.fill('De uitslagenpagina laadt niet op mijn telefoon.');
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'nieuwe-build' } }));
  await page.route('**/builds/meta/nieuwe-build.json', (route) => route.fulfill({ json: { id: 'nieuwe-build' } }));

  await page.clock.runFor(58 * 60_000);
  await page.waitForTimeout(500);
  await expect(page.getByRole('status').filter({ hasText: 'nieuwe versie' })).toHaveCount(0); // not before the hour
  await page.clock.runFor(3 * 60_000);
  await expect(page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie van de site.' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(loads.count).toBe(0);
  await expect(body).toHaveValue('De uitslagenpagina laadt niet op mijn telefoon.');

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Sponsors' }).click();
  await expect.poll(() => loads.count).toBe(1);
  await expect(page).toHaveURL(/\/sponsors$/);
});

test('a new version of a section in the registry is offered, and loads at once when asked', async ({ page }) => {
  const loads = await openWithFakeClock(page);
  await page.route('**/remotes.json', async (route) => {
    const registry = await (await route.fetch()).json();
    for (const section of registry.sections) section.version = `${section.version}-nieuw`;
    await route.fulfill({ json: registry });
  });
  await page.clock.runFor(61 * 60_000);
  // It names the section that changed, not "de site".
  await expect(page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie' })).toHaveText(
    /^Er is een nieuwe versie van (?!de site)[A-Z][^.]*\. Die laadt bij je volgende klik/,
  );
  await page.getByRole('button', { name: 'Nieuwe versie laden' }).click();
  await expect.poll(() => loads.count).toBe(1);
  // The reload asks for the registry again; a handler still running when the page closes would fail the run.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
