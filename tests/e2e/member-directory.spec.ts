import { expect, test } from '@playwright/test';
import { logIn, openAs } from './support.ts';

// The members' directory (#34): members find each other by name or committee, with their faces,
// and see on a member's page exactly what that member shares, which each member chooses on their
// account page. Pien PR changes her choices here; no other test reads them.

test('a member fills in and shares what they choose; another member finds them and sees only that', async ({
  page,
  browser,
}) => {
  await openAs(page, 'pr@tjas.example', '/account/mijn-account');
  const form = page.getByRole('form', { name: 'Gegevens voor het ledenoverzicht' });
  await form.getByLabel('Telefoonnummer', { exact: true }).fill('bel me');
  await form.getByLabel('Studie', { exact: true }).fill('Geneeskunde');
  await form.getByLabel('Lid sinds (jaar)').fill('2099');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  // Every error at its field at once, in Dutch; nothing is saved.
  await expect(form.getByText(/^Vul een telefoonnummer in met 6 tot 20 cijfers/)).toBeVisible();
  await expect(form.getByText(/^Vul het jaar in waarin je lid werd, tussen 1950 en \d{4}\./)).toBeVisible();
  await expect(form.getByLabel('Telefoonnummer', { exact: true })).toBeFocused();
  await form.getByLabel('Telefoonnummer', { exact: true }).fill('06 9876 5432');
  await form.getByLabel('Lid sinds (jaar)').fill('2024');
  await form.getByRole('checkbox', { name: 'mijn studie' }).check();
  await form.getByRole('checkbox', { name: 'het jaar waarin ik lid werd' }).check();
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByRole('status')).toHaveText('Opgeslagen. Zo zien andere leden je in het ledenoverzicht.');
  // A reload shows what is stored.
  await page.reload();
  await expect(form.getByLabel('Telefoonnummer', { exact: true })).toHaveValue('06 9876 5432');
  await expect(form.getByRole('checkbox', { name: 'mijn studie' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'mijn telefoonnummer' })).not.toBeChecked();
  // Her own page shows her as the others see her: what she shares, not the phone she keeps.
  await page.goto('/leden?naam=Pien');
  await page.getByTestId('directory').getByRole('link', { name: 'Pien PR' }).click();
  await expect(page.getByRole('definition')).toHaveText(['Geneeskunde', '2024']);

  // Another member, in their own browser: the directory from the menu, found by name.
  const other = await browser.newPage();
  await logIn(other, 'lid@tjas.example');
  await other.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Leden' }).click();
  await expect(other).toHaveURL(/\/leden$/);
  await expect(other.getByRole('heading', { name: 'Leden', level: 1 })).toBeVisible();
  await other.getByLabel('Zoek op naam').fill('Pien');
  await expect(other).toHaveURL(/\/leden\?naam=Pien$/);
  const directory = other.getByTestId('directory');
  await expect(directory.getByRole('listitem')).toHaveCount(1);
  await expect(directory.getByRole('listitem')).toContainText('PR-commissie');
  await directory.getByRole('link', { name: 'Pien PR' }).click();
  await expect(other.getByRole('heading', { name: 'Pien PR', level: 1 })).toBeVisible();
  await expect(other.getByRole('definition')).toHaveText(['Geneeskunde', '2024']);
  await expect(other.getByText('06 9876 5432')).toHaveCount(0);
  await expect(other.getByText('pr@tjas.example')).toHaveCount(0);

  // By committee: its members, not the others.
  await other.goto('/leden');
  await other.getByLabel('Commissie').selectOption({ label: 'Sportcommissie' });
  await expect(other).toHaveURL(/\/leden\?commissie=[a-z0-9]+$/);
  await expect(directory.getByRole('link', { name: 'Sem Sporters' })).toBeVisible();
  await expect(directory.getByRole('link', { name: 'Pien PR' })).toHaveCount(0);

  // An address of no member is the site's not-found page.
  await other.goto('/leden/bestaatnietxxxx');
  await expect(other.getByText('Page Not Found: /leden/bestaatnietxxxx')).toBeVisible();
  await other.close();
});
