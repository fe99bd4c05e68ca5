import { expect, test } from '@playwright/test';
import { logIn, waitForContent } from './support.ts';

// PocketBase down, as the browser sees it: every API request fails to connect.
const API = '**/api/**';

test('with the server down at start-up the member sees a Dutch message, stays logged in and continues after a retry', async ({
  page,
}) => {
  await logIn(page, 'lid');
  await page.route(API, (route) => route.abort('connectionrefused'));
  await page.goto('/sponsors');
  await expect(page.getByRole('heading', { name: 'Server niet bereikbaar' })).toBeVisible();
  await expect(page).toHaveTitle('Server niet bereikbaar - Tjas');
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toContain('token');

  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { name: 'Server niet bereikbaar' })).toBeVisible();

  await page.unroute(API);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL(/\/sponsors$/);
  await expect(page.getByRole('heading', { name: 'Sponsors', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveText('Lotte de Lid');
});

test('when the server goes away during use, a page says so and recovers with its retry button', async ({ page }) => {
  await logIn(page, 'lid');
  // The start page has finished loading, so only the sponsors page asks the server from here on.
  await waitForContent(page);
  await page.route(API, (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Sponsors' }).click();
  await expect(page).toHaveURL(/\/sponsors$/);
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'De server is niet bereikbaar' }).first();
  await expect(alert).toBeVisible();
  await page.unroute(API);
  await alert.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { name: 'Schaatsspeciaalzaak De IJzers' })).toBeVisible();
});
