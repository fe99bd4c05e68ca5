import { expect, test } from '@playwright/test';
import { logIn, openAs, waitForContent } from './support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('members see the sponsors by tier with their logos, and no buttons to change them', async ({ page }) => {
  await logIn(page, 'eva.bos@tjas.example');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Sponsors' }).click();
  await expect(page).toHaveTitle('Sponsors - Tjas');
  await waitForContent(page);
  const gold = page.getByRole('region', { name: 'Goud' });
  await expect(gold.getByRole('heading', { name: 'Schaatsspeciaalzaak De IJzers' })).toBeVisible();
  const logo = gold.getByRole('img', { name: 'Logo van Schaatsspeciaalzaak De IJzers' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Brons' })).toContainText('Drukkerij Inkt');
  await expect(page.getByRole('button', { name: 'Sponsor toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
});

test('the Acquisitiecommissie adds, edits and removes a sponsor; bad input gets Dutch messages', async ({ page }) => {
  const name = `Schaatsslijperij ${Date.now()}`;
  await openAs(page, 'acquisitie@tjas.example', '/sponsors');
  await page.getByRole('button', { name: 'Sponsor toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Sponsor toevoegen' });
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Geef een naam van minstens 2 tekens.')).toBeVisible();

  await form.getByLabel('Naam').fill(name);
  await form.getByLabel('Niveau').selectOption('zilver');
  await form.getByLabel('Website').fill('geen link');
  await form.getByLabel('Logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Vul een geldige link in (https://…).')).toBeVisible();
  await expect(form.getByText('Het logo moet een JPG, PNG, WebP of GIF zijn.')).toBeVisible();
  await expect(form.getByLabel('Naam')).toHaveValue(name);

  await form.getByLabel('Website').fill('https://slijperij.example');
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Beschrijving').fill('Scherpe ijzers voor elke rit.');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`${name} is opgeslagen.`)).toBeVisible();
  const card = page.getByRole('region', { name: 'Zilver' }).getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('link', { name: `Website van ${name}` })).toHaveAttribute('rel', 'noopener noreferrer');

  await card.getByRole('button', { name: 'Bewerken' }).click();
  const edit = page.getByRole('form', { name: `${name} bewerken` });
  await edit.getByLabel('Niveau').selectOption('goud');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  const gold = page.getByRole('region', { name: 'Goud' }).getByRole('listitem').filter({ hasText: name });
  await expect(gold).toBeVisible();

  await gold.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText(`${name} is verwijderd.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});
