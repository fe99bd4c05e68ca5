import { expect, test, type Page } from '@playwright/test';
import { logIn, openAs, waitForContent } from './support.ts';

// A small valid PNG (1x1) and stand-ins for a PDF and an oversized photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
}

async function submitButton(page: Page) {
  await page.getByRole('button', { name: 'Versturen' }).click();
}

test('the overview offers the three actions and hides the inbox from a member without a committee', async ({
  page,
}) => {
  await logIn(page, 'daan.de.vries@tjas.example');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Acties' }).click();
  await expect(page).toHaveTitle('Acties - Tjas');
  await waitForContent(page);
  for (const name of ['Promotieaanvraag', 'Uitglijder insturen', 'Technische hulp']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Postvak/ })).toHaveCount(0);
  await page.goto('/acties/postvak');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
});

test('a promotion request: bad input keeps what was typed, then it reaches the PR-commissie, whose status the sender sees', async ({
  page,
  browser,
}) => {
  const title = `Promotie ledenavond ${Date.now()}`;
  await openAs(page, 'jesse.bakker@tjas.example', '/acties/promotie-aanvraag');
  await expect(page).toHaveTitle('Promotieaanvraag - Tjas');

  await submitButton(page);
  await expect(page.getByText('Geef een titel van minstens 3 tekens.')).toBeVisible();
  await expect(page.getByText('Vul in wanneer de promotie klaar moet zijn.')).toBeVisible();
  await expect(page.getByText('Kies minstens één kanaal.')).toBeVisible();

  await page.getByLabel('Wat wil je laten promoten?').fill(title);
  await page.getByLabel(/Vertel erover/).fill('Een gezellige ledenavond met quiz en bitterballen.');
  await page.getByLabel('Datum van de activiteit (optioneel)').fill(isoDay(5));
  await page.getByLabel('Uiterlijk klaar op').fill(isoDay(-1));
  await page.getByLabel('Instagram').check();
  await submitButton(page);
  await expect(page.getByText('Deze datum ligt in het verleden.')).toBeVisible();
  await page.getByLabel('Uiterlijk klaar op').fill(isoDay(8));
  await submitButton(page);
  await expect(page.getByText('De promotie moet klaar zijn vóór de datum van de activiteit.')).toBeVisible();
  await expect(page.getByLabel('Wat wil je laten promoten?')).toHaveValue(title);

  await page.getByLabel('Uiterlijk klaar op').fill(isoDay(3));
  await submitButton(page);
  await expect(page.getByRole('status').filter({ hasText: 'Verstuurd naar de PR-commissie' })).toBeVisible();
  await expect(page.getByLabel('Wat wil je laten promoten?')).toHaveValue('');

  await page.goto('/acties');
  const mine = page.getByTestId('my-submissions').getByRole('article', { name: title });
  await expect(mine.getByText('Nieuw', { exact: true })).toBeVisible();
  await expect(mine).toContainText('Promotieaanvraag aan de PR-commissie');

  const prContext = await browser.newContext();
  const pr = await prContext.newPage();
  await openAs(pr, 'pr@tjas.example', '/acties');
  await pr.getByRole('link', { name: /Postvak/ }).click();
  await expect(pr).toHaveTitle('Postvak - Tjas');
  const item = pr.getByTestId('inbox').getByRole('article', { name: title });
  await expect(item).toContainText('namens jesse.bakker');
  await expect(item).toContainText('Instagram');
  await item.getByLabel('Status').selectOption('in_behandeling');
  await item.getByLabel('Antwoord aan de inzender (optioneel)').fill('Staat ingepland voor vrijdag.');
  await item.getByRole('button', { name: 'Opslaan' }).click();
  await expect(pr.getByText(`Status van “${title}” is nu: In behandeling.`)).toBeVisible();
  await prContext.close();

  await page.reload();
  await expect(mine.getByText('In behandeling', { exact: true })).toBeVisible();
  await expect(mine).toContainText('Antwoord: Staat ingepland voor vrijdag.');
});

test('a slip-up with a photo: wrong type and oversized files are refused, the Redactie opens the photo', async ({
  page,
  browser,
}) => {
  const title = `Uitglijder ${Date.now()}`;
  await openAs(page, 'ruben.de.boer@tjas.example', '/acties/uitglijder-inzending');
  await expect(page).toHaveTitle('Uitglijder insturen - Tjas');
  await page.getByLabel('Kop van je uitglijder').fill(title);
  await page.getByLabel('Wat gebeurde er?').fill('Ruben schaatste vol overtuiging de verkeerde kant op.');
  await page.getByLabel('Wie gleed er uit? (optioneel)').fill('Ruben');

  const photo = page.getByLabel('Foto (optioneel)');
  await photo.setInputFiles({ name: 'verhaal.pdf', mimeType: 'application/pdf', buffer: PDF });
  await submitButton(page);
  await expect(page.getByText(/Een uitglijder-foto moet een afbeelding zijn/)).toBeVisible();
  await photo.setInputFiles({ name: 'groot.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await submitButton(page);
  await expect(page.getByText('Dit bestand is groter dan 5 MB.')).toBeVisible();
  await photo.setInputFiles({ name: 'val.png', mimeType: 'image/png', buffer: PNG });
  await submitButton(page);
  await expect(page.getByRole('status').filter({ hasText: 'Verstuurd naar de Redactie' })).toBeVisible();

  const redactieContext = await browser.newContext();
  const redactie = await redactieContext.newPage();
  await openAs(redactie, 'redactie@tjas.example', '/acties/postvak');
  const item = redactie.getByTestId('inbox').getByRole('article', { name: title });
  const link = item.getByRole('link', { name: 'Bijlage openen' });
  const href = await link.getAttribute('href');
  expect(href).toContain('token=');
  const response = await redactie.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const withoutToken = await redactie.request.get(href!.replace(/token=[^&]+/, ''));
  expect(withoutToken.status()).toBe(404);
  await redactieContext.close();
});

test('a request for technical help checks the link and goes to the ICT-commissie', async ({ page }) => {
  await openAs(page, 'eva.bos@tjas.example', '/acties/technische-hulp');
  await expect(page).toHaveTitle('Technische hulp - Tjas');
  await page.getByLabel('Waar loop je tegenaan?').fill('Agenda laadt niet');
  await page.getByLabel(/Beschrijf het probleem/).fill('Na inloggen blijft de agenda leeg op mijn telefoon.');
  await page.getByLabel('Op welke pagina? (link, optioneel)').fill('javascript:alert(1)');
  await submitButton(page);
  await expect(page.getByText('Vul een geldige link in (https://…).')).toBeVisible();
  await page.getByLabel('Op welke pagina? (link, optioneel)').fill('http://127.0.0.1:8097/evenementen');
  await submitButton(page);
  await expect(page.getByRole('status').filter({ hasText: 'Verstuurd naar de ICT-commissie' })).toBeVisible();
});
