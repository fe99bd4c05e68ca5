import { expect, test } from '@playwright/test';
import { logIn, logOut } from './support.ts';

test('a member changes their own name', async ({ page }) => {
  await logIn(page, 'thijs.smit');
  await page.goto('/account/mijn-account');
  await page.getByLabel('Naam').fill('');
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByText('Vul je naam in.')).toBeVisible();
  await page.getByLabel('Naam').fill('Thijs van Smit');
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByText('Je naam is opgeslagen.')).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveText('Thijs van Smit');
  await page.reload();
  await expect(page.getByTestId('current-user')).toHaveText('Thijs van Smit');
});

test('a member changes their password; a wrong current password is refused in Dutch', async ({ page }) => {
  await logIn(page, 'iris.meijer');
  await page.goto('/account/mijn-account');
  await page.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('ijzer-sterk-2026');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('ijzer-sterk-2026');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();

  await page.getByLabel('Huidig wachtwoord').fill('tjas-demo-2026');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('ijzer-sterk-2026');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('ijzer-sterk-2026');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();
  // Still logged in after the change, and the new password works from now on.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await logOut(page);
  await logIn(page, 'iris.meijer', 'ijzer-sterk-2026');
});
