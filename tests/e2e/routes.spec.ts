import { expect, test } from '@playwright/test';
import { logIn } from './support.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page, 'lid');
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
  expect(response?.status()).toBe(200); // the SPA fallback; the 404 is the page's
  await expect(page).toHaveTitle('Page Not Found - Tjas');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /bestaat-niet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
});

test('an unknown path inside a section shows the 404 page', async ({ page }) => {
  await page.goto('/evenementen/abc/def/ghi');
  await expect(page.getByText('Page Not Found: /evenementen/abc/def/ghi')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Tjas');
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
  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
});
