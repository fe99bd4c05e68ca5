import { expect, test } from '@playwright/test';
import { logOut, waitForMail } from './support.ts';

test('forgot password sends a real mail whose link sets a new password', async ({ page }) => {
  const email = 'femke.visser@tjas.example';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/login\/vergeten$/);
  await expect(page).toHaveTitle('Wachtwoord vergeten - Tjas');

  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Nieuw wachtwoord voor Tjas');
  // In the site's look, as its other mails (lib/reset-mail.js): greeting, button text and link.
  expect(mail.text).toMatch(/^Hoi Femke Visser,/);
  expect(mail.text).toContain('Nieuw wachtwoord instellen: http://127.0.0.1:8097/login/vergeten?token=');
  const link = /(http:\/\/127\.0\.0\.1:8097\/login\/vergeten\?token=[\w.-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('anders');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Kies een wachtwoord van minstens 8 tekens.')).toBeVisible();
  await expect(page.getByText('De twee wachtwoorden zijn niet gelijk.')).toBeVisible();

  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-wachtwoord-2026');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('nieuw-wachtwoord-2026');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  // Saving logs the member in: no second round with the password they just chose.
  await expect(page.getByText('Je nieuwe wachtwoord is opgeslagen.')).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveText('Femke Visser');
  await expect(page).toHaveURL(/\/evenementen/);

  // The new password is the one that works from now on.
  await logOut(page);
  await page.getByLabel('E-mailadres of gebruikersnaam').fill(email);
  await page.getByLabel('Wachtwoord').fill('nieuw-wachtwoord-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByTestId('current-user')).toHaveText('Femke Visser');

  // The link works once.
  await logOut(page);
  await page.goto(link!);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nog-een-wachtwoord');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('nog-een-wachtwoord');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('alert')).toContainText('verlopen of al gebruikt');
});
