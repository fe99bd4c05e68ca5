import { expect, test } from '@playwright/test';
import { MEMBER_PAGES, memberPagePath } from './member-pages.ts';
import { apiGet, apiToken, storeSession } from './support.ts';

test.beforeEach(async ({ page }) => {
  await storeSession(page, 'lid');
});

test('/ redirects to /evenementen/', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/evenementen\/$/);
  await expect(page).toHaveTitle('Evenementen - Tjas');
});

test('/bestuur and /sport redirect to their first page', async ({ page }) => {
  await page.goto('/bestuur');
  await expect(page).toHaveURL(/\/bestuur\/huidig$/);
  await expect(page).toHaveTitle('Huidig bestuur - Tjas');
  await page.goto('/sport');
  await expect(page).toHaveURL(/\/sport\/uitslagen$/);
  await expect(page).toHaveTitle('Uitslagen - Tjas');
});

test('an unknown route shows the 404 page inside the layout', async ({ page }) => {
  const response = await page.goto('/bestaat-niet');
  expect(response?.status()).toBe(404); // spec 8: the server says so too, with the app's page
  await expect(page).toHaveTitle('Page Not Found - Tjas');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /bestaat-niet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
});

test('the server answers the shell\u2019s pages and the sections\u2019 addresses with 200, anything else with 404', async ({
  page,
}) => {
  const status = async (path: string) => (await page.request.get(path)).status();
  for (const path of [
    '/',
    '/login',
    '/account/mijn-account',
    '/acties/promotie-aanvraag',
    '/sponsors/',
    '/evenementen',
    '/evenementen/abc',
    '/tjas-actief/commissies',
  ]) {
    expect(await status(path), path).toBe(200);
  }
  for (const path of ['/bestaat-niet', '/account/bestaat-niet', '/evenementenlijst', '/acties/x/y']) {
    expect(await status(path), path).toBe(404);
  }
  // The API and files keep their own answers.
  expect(await status('/api/bestaat-niet')).toBe(404);
  expect(await status('/remotes.json')).toBe(200);
});

test('an unknown event or album, and a page without access, use the one not-found and no-access pages with their titles', async ({
  page,
}) => {
  await page.goto('/evenementen/bestaatnietxxxx');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /evenementen/bestaatnietxxxx')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Tjas');
  await page.goto('/evenementen/bestaatnietxxxx/signups');
  await expect(page.getByText('Page Not Found: /evenementen/bestaatnietxxxx/signups')).toBeVisible();
  await page.goto('/media/fotoalbums/bestaatnietxxxx');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Tjas');
  await page.goto('/acties/postvak');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
  await expect(page).toHaveTitle('Geen toegang - Tjas');
  await page.goto('/bestuur/bestuurshok');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
  await expect(page).toHaveTitle('Geen toegang - Tjas');
});

test('an unknown path inside a section shows the 404 page', async ({ page }) => {
  await page.goto('/evenementen/abc/def/ghi');
  await expect(page.getByText('Page Not Found: /evenementen/abc/def/ghi')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Tjas');
});

test('the server answers an address inside a section that no page of it answers with 404 and the not-found page (#32 item 7)', async ({
  page,
}) => {
  for (const path of ['/media/foo', '/evenementen/x/y']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404); // the routes of each section travel with its release
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found - Tjas');
  }
  const status = async (path: string) => (await page.request.get(path)).status();
  for (const path of ['/sport/uitslagen/abc', '/bestuur/huidig/x', '/tjas-actief/ledenbeheer/x', '/webshop/x'])
    expect(await status(path), path).toBe(404);
});

test('the server answers every real page of the sections with 200, deep ones included', async ({ page }) => {
  const token = await apiToken('lid');
  const first = async (collection: string) =>
    (await apiGet<{ items: { id: string }[] }>(`/collections/${collection}/records?perPage=1`, token)).items[0]!.id;
  const [event, album, result, member] = [
    await first('events'),
    await first('albums'),
    await first('results'),
    await first('users'),
  ];
  const pages = [
    ...MEMBER_PAGES.filter((path) => path !== '/bestaat-niet').map((path) =>
      memberPagePath(path, { event, album, member }),
    ),
    '/sport',
    '/bestuur',
    '/evenementen/',
    '/sport/uitslagen/uitslag-toevoegen',
    `/sport/uitslagen/${result}/bewerken`,
    '/media/fotoalbums/album-toevoegen',
    '/tjas-actief/ledenbeheer',
  ];
  for (const path of pages) expect((await page.request.get(path)).status(), path).toBe(200);
});

test('account pages have their titles', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveTitle('Account - Tjas');
  await page.goto('/account/mijn-account');
  await expect(page).toHaveTitle('Mijn account - Tjas');
});

test('action and sponsor pages have their titles', async ({ page }) => {
  for (const [path, title] of [
    ['/acties', 'Acties'],
    ['/acties/promotie-aanvraag', 'Promotieaanvraag'],
    ['/acties/uitglijder-inzending', 'Uitglijder insturen'],
    ['/acties/technische-hulp', 'Technische hulp'],
    ['/sponsors', 'Sponsors'],
    ['/zoeken', 'Zoeken'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(`${title} - Tjas`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
});

test('the navigation leads to every deployed area', async ({ page }) => {
  await page.goto('/account');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('link', { name: 'Evenementen' }).click();
  await expect(page).toHaveURL(/\/evenementen$/);
  await expect(page.getByRole('heading', { name: 'Evenementen', level: 1 })).toBeVisible();
  await page.getByTestId('current-user').click(); // the account menu
  await page.getByRole('link', { name: 'Mijn overzicht' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
});

test('on a desktop the account page has one way in, the account menu: no second "Account" among the areas (#32 item 11)', async ({
  page,
}) => {
  await page.goto('/evenementen');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Evenementen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sponsors' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Account' })).toHaveCount(0);
  await expect(page.getByText('Account', { exact: true }).filter({ visible: true })).toHaveCount(0);
  await page.getByTestId('current-user').click();
  await expect(page.locator('a[href="/account"]:visible')).toHaveCount(1);
  await page.getByRole('link', { name: 'Mijn overzicht' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
});
