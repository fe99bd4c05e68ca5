import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildRelease } from '@tjas/deploy/build-release';
import { confirmChange, removeSection, uploadRelease, type SiteSession } from '@tjas/deploy/release-client';
import { readSectionPackage } from '@tjas/federation/section-package';
import { expect, test } from '@playwright/test';
import { API, apiToken, confirmWithPassword, DEMO_PASSWORD, liveSections, openAs } from './support.ts';

// A new section without the maintainers (#35 item 6): an admin makes its place on /secties and
// chooses the committee that releases it; that committee (the Redactie here, which releases no
// section of the permission table) releases a real build, and once another member or an admin
// approved it, it is in every member's menu. Runs alone (project "alone", the file name ends in
// releases.spec.ts): it adds a section to the site's registry while it runs.
const FIXTURE = resolve('tests/fixtures/own-react-section');
const SITE_URL = API.replace(/\/api$/, '');

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(90_000);
  execFileSync(
    resolve(FIXTURE, 'node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
    { cwd: FIXTURE, stdio: 'inherit' },
  );
});

test.afterAll(async () => {
  if (!(await liveSections()).some((section) => section.name === 'proef')) return;
  const admin: SiteSession = { site: SITE_URL, token: await apiToken('ict') };
  const change = { kind: 'sectie-weghalen' as const, section: 'proef' };
  await removeSection(admin, 'proef', await confirmChange(admin, change, DEMO_PASSWORD));
});

test('an admin makes a new section\u2019s place on /secties; its committee releases it into the menu', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The committee has nothing to release yet: no sections page in its menu.
  const volunteer = await browser.newPage();
  await openAs(volunteer, 'redactie', '/account');
  // The account menu: the account page's own content links to the sections page too.
  const accountMenu = volunteer.locator('details', { has: volunteer.getByTestId('current-user') });
  await volunteer.getByTestId('current-user').click();
  await expect(accountMenu.getByRole('link', { name: 'Gegevens en wachtwoord', exact: true })).toBeVisible();
  await expect(accountMenu.getByRole('link', { name: 'Secties', exact: true })).toHaveCount(0);

  await openAs(page, 'bestuur', '/secties');
  const form = page.getByRole('form', { name: 'Nieuwe sectie' });
  // The orders in use are named beside the order: the first section is every member's start page.
  await expect(form.getByText(/In gebruik: \d+ Evenementen, \d+ Sport/)).toBeVisible();
  // What is missing is said at its field.
  await form.getByRole('button', { name: 'Sectie aanmaken' }).click();
  await expect(form.getByText('Kies de commissie die de sectie uitbrengt.')).toBeVisible();
  // A path of the site itself is refused by the server, in Dutch.
  await form.getByLabel('Naam van de sectie').fill('proef');
  await form.getByLabel('Naam in het menu').fill('Proef');
  await form.getByLabel('Pad').fill('/account');
  await form.getByLabel('Volgorde in het menu').fill('7');
  await form.getByLabel('Commissie die de sectie uitbrengt').selectOption({ label: 'Redactie' });
  await form.getByRole('button', { name: 'Sectie aanmaken' }).click();
  await expect(form.getByText('Het pad /account hoort bij de site zelf.')).toBeVisible();

  await form.getByLabel('Pad').fill('/proef');
  await form.getByRole('button', { name: 'Sectie aanmaken' }).click();
  await confirmWithPassword(
    page,
    'Nieuwe sectie "proef" maken als "Proef" op /proef, volgorde 7, uit te brengen door de Redactie',
  );
  await expect(page.getByText('Sectie Proef is aangemaakt; de Redactie kan haar nu uitbrengen.')).toBeVisible();
  const waitingPlace = page.getByRole('region', { name: 'Nieuwe sectie Proef' });
  await expect(waitingPlace).toContainText(
    'Komt op /proef, volgorde 7; uit te brengen door de Redactie. Nog niet uitgebracht',
  );
  // The command as the guide and the command's own hints write it (npm runs the compiled file).
  await expect(waitingPlace.locator('code')).toHaveText('npm run -s release:section -- proef --site …');

  // The Redactie releases its build with its own login (the release command's upload), with no other step.
  const redactie: SiteSession = { site: SITE_URL, token: await apiToken('redactie') };
  const release = await buildRelease(readSectionPackage(FIXTURE), resolve(FIXTURE, 'dist'), 'tjas');
  expect(await uploadRelease(redactie, release)).toMatchObject({ section: 'proef', status: 'review' });

  // Its sections page shows the new section and the release that waits.
  await volunteer.goto('/account');
  await volunteer.getByTestId('current-user').click();
  await accountMenu.getByRole('link', { name: 'Secties', exact: true }).click();
  const own = volunteer.getByRole('region', { name: 'Nieuwe sectie Proef' });
  await expect(own).toContainText('uit te brengen door de Redactie');
  await expect(own.getByText('Je hebt deze release zelf uitgebracht: een ander keurt haar goed.')).toBeVisible();
  await expect(volunteer.getByRole('form', { name: 'Nieuwe sectie' })).toHaveCount(0);

  // An admin approves it, and it is in the menu, where the admin put it.
  await page.reload();
  await waitingPlace.getByRole('button', { name: 'Goedkeuren en live zetten' }).click();
  await confirmWithPassword(page, new RegExp(`Versie ${release.version} van sectie "proef"`));
  await expect(page.getByRole('heading', { name: 'Proef', level: 2 })).toBeVisible();
  expect((await liveSections()).find((section) => section.name === 'proef')).toMatchObject({
    prefix: '/proef',
    version: release.version,
  });
  await volunteer.goto('/');
  await volunteer.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Proef' }).click();
  await expect(volunteer.getByRole('heading', { level: 1, name: 'Proef met eigen React' })).toBeVisible();
  await volunteer.close();
});

test('an admin removes the place of a section that was never released, and its path is free again', async ({
  page,
}) => {
  await openAs(page, 'bestuur', '/secties');
  const form = page.getByRole('form', { name: 'Nieuwe sectie' });
  const make = async () => {
    await form.getByLabel('Naam van de sectie').fill('tijdelijk');
    await form.getByLabel('Naam in het menu').fill('Tijdelijk');
    await form.getByLabel('Pad').fill('/tijdelijk');
    await form.getByLabel('Volgorde in het menu').fill('9');
    await form.getByLabel('Commissie die de sectie uitbrengt').selectOption({ label: 'Redactie' });
    await form.getByRole('button', { name: 'Sectie aanmaken' }).click();
    await confirmWithPassword(page, /Nieuwe sectie "tijdelijk" maken/);
    await expect(page.getByText('Sectie Tijdelijk is aangemaakt; de Redactie kan haar nu uitbrengen.')).toBeVisible();
  };
  await make();
  const waiting = page.getByRole('region', { name: 'Nieuwe sectie Tijdelijk' });
  await waiting.getByRole('button', { name: 'Plaats verwijderen' }).click();
  await confirmWithPassword(page, 'De plaats voor sectie "tijdelijk" verwijderen: het pad komt vrij');
  await expect(page.getByText('De plaats van Tijdelijk is verwijderd; /tijdelijk is weer vrij.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // The name and the path can be given again; the test leaves no place behind.
  await make();
  await waiting.getByRole('button', { name: 'Plaats verwijderen' }).click();
  await confirmWithPassword(page, /De plaats voor sectie "tijdelijk" verwijderen/);
  await expect(waiting).toHaveCount(0);
});
