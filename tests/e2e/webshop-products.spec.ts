import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations, PHONE } from './axe.ts';
import { sidewaysProblems } from './phone-checks.ts';
import { shopProduct } from './shop-products.ts';
import { adminToken, apiGet, apiSend, apiToken, openAs, waitForContent } from './support.ts';

test('the Kledingcommissie edits a product and hides it from members, then shows it again', async ({
  page,
  browser,
}) => {
  const token = await adminToken();
  const name = `Fietsjack ${Date.now()}`;
  const product = await shopProduct({ name, category: 'fietskleding', price: 5995 }, { S: 2, M: 2 });

  await openAs(page, 'kleding@tjas.example', '/webshop/fietsschaatskleding');
  await waitForContent(page);
  let card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: 'Bewerken' }).click();
  const form = page.getByRole('form', { name: `${name} bewerken` });
  await expect(form.getByLabel('Prijs in euro')).toHaveValue('59,95');
  await expect(form.getByLabel('Maten en voorraad')).toHaveValue('S:2, M:2');
  await form.getByLabel('Naam').fill('x');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Geef een naam van minstens 2 tekens.')).toBeVisible();
  await expectNoSeriousViolations(page, '/webshop/fietsschaatskleding met een product in bewerking');
  await page.setViewportSize(PHONE);
  expect(await sidewaysProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  const renamed = `${name} Pro`;
  await form.getByLabel('Naam').fill(renamed);
  await form.getByLabel('Prijs in euro').fill('64,50');
  await form.getByLabel('Beschrijving').fill('Winddicht, met reflectie.');
  await form.getByLabel('Maten en voorraad').fill('S:2, M:5, XL:1');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`${renamed} is opgeslagen.`)).toBeVisible();
  card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
  await expect(card.getByText('€ 64,50')).toBeVisible();
  await expect(card).toContainText('maten S, M, XL');
  await expect(card).toContainText('Winddicht, met reflectie.');

  // A size that was ordered stays: the server says so at the sizes, and nothing else changed.
  await apiSend('POST', '/collections/orders/records', await apiToken('lid'), {
    variant: (
      await apiGet<{ items: { id: string }[] }>(
        `/collections/product_variants/records?filter=${encodeURIComponent(`product = "${product.id}" && size = "S"`)}`,
        token,
      )
    ).items[0]!.id,
    quantity: 1,
  });
  await card.getByRole('button', { name: 'Bewerken' }).click();
  const again = page.getByRole('form', { name: `${renamed} bewerken` });
  await again.getByLabel('Maten en voorraad').fill('M:5, XL:1');
  await again.getByLabel('Prijs in euro').fill('99,00');
  await again.getByRole('button', { name: 'Opslaan' }).click();
  await expect(again.getByText('Maat S is al besteld en kan niet weg; zet de voorraad op 0.')).toBeVisible();
  await again.getByRole('button', { name: 'Annuleren' }).click();
  await expect(card.getByText('€ 64,50')).toBeVisible();
  await expect(card).toContainText('maten S, M, XL');

  await card.getByRole('button', { name: 'Verbergen' }).click();
  await expect(page.getByText(`${renamed} is verborgen: leden zien en bestellen het niet meer.`)).toBeVisible();
  await expect(card.getByText('Verborgen: leden zien dit product niet.')).toBeVisible();

  const member = await (await browser.newContext()).newPage();
  await openAs(member, 'lid', '/webshop/fietsschaatskleding');
  await waitForContent(member);
  await expect(member.getByRole('heading', { name: 'Thermoshirt' })).toBeVisible();
  await expect(member.getByRole('heading', { name: renamed, exact: true })).toHaveCount(0);

  await card.getByRole('button', { name: 'Weer tonen' }).click();
  await expect(page.getByText(`${renamed} staat weer in de webshop.`)).toBeVisible();
  await member.reload();
  await expect(member.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
  await member.context().close();
});

test('the Kledingcommissie exports the orders as CSV in Amsterdam time, with the status filter it chose', async ({
  page,
}) => {
  const name = `Sokken ${Date.now()}`;
  const product = await shopProduct({ name, category: 'fietskleding', price: 1250 }, { '39-42': 5 });
  const order = await apiSend<{ created: string }>('POST', '/collections/orders/records', await apiToken('lid'), {
    variant: product.variants['39-42'],
    quantity: 2,
  });
  const amsterdam = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(order.created.replace(' ', 'T')));

  await openAs(page, 'kleding@tjas.example', '/webshop');
  const orders = page.getByRole('region', { name: 'Bestellingen beheren' });
  await orders.getByLabel('Toon').selectOption('besteld');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    orders.getByRole('button', { name: 'Exporteren als CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bestellingen-besteld-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeff"Besteld op";"Naam";"Gebruikersnaam";"Product";"Maat";"Aantal"')).toBe(true);
  expect(csv).toContain(`"${amsterdam}";"Lotte de Lid";"lid";"${name}";"39-42";"2";"12,50";"25,00";"Besteld"`);
  expect(csv).not.toContain('"Geleverd"\r\n');
});
