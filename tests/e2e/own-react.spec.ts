import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildRelease } from '@tjas/deploy/build-release';
import {
  approveRelease,
  confirmChange,
  removeSection,
  uploadRelease,
  type SiteSession,
} from '@tjas/deploy/release-client';
import { readSectionPackage } from '@tjas/federation/section-package';
import { expect, test, type Page } from '@playwright/test';
import { HOST_URL, serveOutsideHost } from './outside-host-server.ts';
import { API, apiToken, DEMO_PASSWORD, logIn, openAs } from './support.ts';

// A section may bring its own React ("framework": "own"): the fixture renders with React 18.3.1
// through the mount contract, inside the shell on React 19, and shares only the session.
// Runs alone (project "alone"): it adds a section to the site's registry while it runs.
const FIXTURE = resolve('tests/fixtures/own-react-section');
const SITE_URL = API.replace(/\/api$/, '');
let admin: SiteSession;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Both builds, as its `pnpm build`: dist/ for the shell, dist/mf/ for any other host.
  for (const mode of [[], ['--mode', 'mf']])
    execFileSync(
      resolve(FIXTURE, 'node_modules/.bin/vite'),
      ['build', '--configLoader', 'runner', '--logLevel', 'warn', ...mode],
      { cwd: FIXTURE, stdio: 'inherit' },
    );
  // A new section is added by an admin (the ICT-commissie) at the place its package proposes, like
  // any first release of a section, and goes live once another admin (the Bestuur) approved it.
  admin = { site: SITE_URL, token: await apiToken('ict') };
  const release = await buildRelease(readSectionPackage(FIXTURE), resolve(FIXTURE, 'dist'), 'tjas');
  const { label, prefix, order } = release.meta;
  const place = { kind: 'sectie-plaats' as const, section: 'proef', version: release.version, label, prefix };
  const placement = await confirmChange(admin, { ...place, order: order ?? null }, DEMO_PASSWORD);
  const submitted = await uploadRelease(admin, { ...release, withPlace: true }, placement);
  const reviewer = { site: SITE_URL, token: await apiToken('bestuur') };
  const read = { section: 'proef', version: release.version, submission: submitted.submission! };
  const change = { kind: 'release-goedkeuren' as const, ...read };
  await approveRelease(reviewer, read, await confirmChange(reviewer, change, DEMO_PASSWORD));
});

test.afterAll(async () => {
  const change = { kind: 'sectie-weghalen' as const, section: 'proef' };
  await removeSection(admin, 'proef', await confirmChange(admin, change, DEMO_PASSWORD));
});

/** The React version a module imports by name on the page: the shell's, through its import map. */
function shellReactVersion(page: Page): Promise<string> {
  return page.evaluate(async () => ((await import(/* @vite-ignore */ 'react')) as { version: string }).version);
}

/** Whether the fixture's own React root is mounted (it records that on window). */
const ownRoot = (page: Page) =>
  page.evaluate(() => (window as { __TJAS_OWN_REACT__?: { mounted: boolean } }).__TJAS_OWN_REACT__?.mounted ?? null);

test('a section on React 18 runs inside the React 19 shell with the member\u2019s session', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await logIn(page, 'lid');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Proef' }).click();
  await expect(page).toHaveURL(/\/proef$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Proef met eigen React' })).toBeVisible();
  await expect(page).toHaveTitle('Proef met eigen React - Tjas');
  await expect(page.getByTestId('own-react-version')).toHaveText('React 18.3.1');
  expect(await shellReactVersion(page)).toBe('19.3.1');
  await expect(page.getByTestId('own-react-user')).toHaveText('Ingelogd als Lotte de Lid');
  expect(await ownRoot(page)).toBe(true);

  // A seventh section: the header's row is full, and its last areas are under "Meer" there
  // instead of on a second row.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const header = (await page.locator('header').boundingBox())!;
  expect(header.height).toBeLessThan(70);
  await menu.getByText('Meer', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Sponsors' })).toBeVisible();
  await menu.getByText('Meer', { exact: true }).click();

  // Its links go through the shell's router: no reload, and its own root is unmounted.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('button', { name: 'Naar de sponsors' }).click();
  await expect(page).toHaveURL(/\/sponsors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(await ownRoot(page)).toBe(false);
  expect(problems).toEqual([]);
});

test('a logout in the React 18 section ends the site\u2019s session; the next member is seen', async ({ page }) => {
  await openAs(page, 'lid', '/proef');
  await expect(page.getByTestId('own-react-user')).toHaveText('Ingelogd als Lotte de Lid');
  await page.getByRole('button', { name: 'Uitloggen vanuit de sectie' }).click();
  // The shell follows the shared store: to the login page, the token gone, the section unmounted.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'))).toBeNull();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'pb_auth')?.value ?? '').toBe('');
  expect(await ownRoot(page)).toBe(false);

  // The next member, without a reload: the section's own React reads the session the shell just made.
  await page.getByLabel('E-mailadres of gebruikersnaam').fill('bestuur');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Proef' }).click();
  await expect(page.getByTestId('own-react-user')).toHaveText('Ingelogd als Bram Bestuur');
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});

test('a Module Federation host outside the site shows the React 18 page through its mount function', async ({
  page,
}) => {
  const stop = await serveOutsideHost();
  try {
    await page.goto(`${HOST_URL}/?sectie=proef`);
    const login = page.locator('#login');
    await expect(login).toBeVisible({ timeout: 20_000 });
    await login.getByLabel('E-mailadres of gebruikersnaam').fill('lid');
    await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByTestId('own-react-version')).toHaveText('React 18.3.1', { timeout: 20_000 });
    // The section's own React reads the session the host logged in through the site's provider.
    await expect(page.getByTestId('own-react-user')).toHaveText('Ingelogd als Lotte de Lid');
    await expect(page.locator('#host-problem')).toBeHidden();
    // Its logout ends the host's session too: the host asks for a login again.
    await page.getByRole('button', { name: 'Uitloggen vanuit de sectie' }).click();
    await expect(login).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('host-user')).toHaveCount(0);
    await login.getByLabel('E-mailadres of gebruikersnaam').fill('lid');
    await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByTestId('own-react-user')).toHaveText('Ingelogd als Lotte de Lid', { timeout: 20_000 });
    // Its links open the site's page (whose origin asks for its own login first).
    await page.getByRole('button', { name: 'Naar de sponsors' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/(sponsors|login)`));
  } finally {
    await stop();
  }
});
