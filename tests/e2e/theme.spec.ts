import { expect, test } from '@playwright/test';
import { logIn, logOut } from './support.ts';

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.dataset['theme'] ?? 'system');

test('the theme follows the device until a member chooses one, and is remembered per member', async ({ page }) => {
  await logIn(page, 'noor.mulder');
  await expect.poll(() => theme(page)).toBe('system');
  await page.getByTestId('current-user').click();
  await page.getByLabel('Thema').selectOption('dark');
  await expect.poll(() => theme(page)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(17, 23, 29)');

  await page.reload();
  await expect(page.getByTestId('current-user')).toBeVisible();
  await expect.poll(() => theme(page)).toBe('dark');

  await logOut(page);
  await expect.poll(() => theme(page)).toBe('system');
  await logIn(page, 'lid');
  await expect.poll(() => theme(page)).toBe('system');
  await logOut(page);
  await logIn(page, 'noor.mulder');
  await expect.poll(() => theme(page)).toBe('dark');
});
