import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, PHONE } from './axe.ts';
import { sidewaysProblems } from './phone-checks.ts';
import { shopProduct } from './shop-products.ts';
import { adminToken, apiGet, apiSend, logIn, openAs, waitForContent } from './support.ts';

test('a member orders clothing with Dutch prices, sees the stock drop and the order in their overview', async ({
  page,
}) => {
  await logIn(page, 'lars.de.groot@tjas.example');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Webshop' }).click();
  await expect(page).toHaveTitle('Webshop - Tjas');
  await page.getByRole('link', { name: 'Bekijk de kleding' }).click();
  await expect(page).toHaveTitle('Fiets- en schaatskleding - Tjas');
  await waitForContent(page);
  await expect(page.getByRole('button', { name: 'Product toevoegen' })).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Thermoshirt' }) });
  await expect(card.getByText('€ 39,50')).toBeVisible();
  const form = card.getByRole('form', { name: 'Thermoshirt bestellen' });
  await form.getByLabel('Maat').selectOption({ label: 'L (8 op voorraad)' });
  await form.getByLabel('Aantal').fill('0');
  await form.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(form.getByText('Bestel 1 tot 10 stuks.')).toBeVisible();
  await form.getByLabel('Aantal').fill('9');
  await form.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(form.getByText('Nog 8 op voorraad.')).toBeVisible();
  await form.getByLabel('Aantal').fill('2');
  await form.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByText('2 × Thermoshirt (L) ligt in je winkelmandje.')).toBeVisible();
  // Several items and sizes: another size of the shirt, and a hat.
  await form.getByLabel('Maat').selectOption({ label: 'M (7 op voorraad)' });
  await form.getByLabel('Aantal').fill('1');
  await form.getByRole('button', { name: 'In winkelmandje' }).click();
  const hat = page.getByRole('form', { name: 'Schaatsmuts bestellen' });
  await hat.getByRole('button', { name: 'In winkelmandje' }).click();

  // The cart stays in the browser until it is ordered, also over a reload.
  await page.reload();
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await expect(cart.getByRole('listitem')).toHaveCount(3);
  await expect(cart).toContainText('4 artikelen, samen € 133,45');
  await expectNoSeriousViolations(page, '/webshop/fietsschaatskleding met een winkelmandje');
  await page.setViewportSize(PHONE);
  expect(await sidewaysProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(card.getByRole('form', { name: 'Thermoshirt bestellen' }).getByLabel('Maat')).toContainText(
    'L (8 op voorraad)',
  ); // nothing ordered yet
  await cart.getByRole('button', { name: 'Bestellen' }).click();
  // Asked once, in the site's own dialog, with what it costs.
  const ask = page.getByRole('dialog', { name: 'Bestelling plaatsen?' });
  await expect(ask).toContainText(
    /2 × Thermoshirt \(L\), 1 × Thermoshirt \(M\), 1 × Schaatsmuts \(One size\), samen €\s133,45\. Je betaalt later\./,
  );
  await ask.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByText('Besteld: 4 artikelen voor € 133,45.')).toBeVisible();
  await expect(cart).toHaveCount(0);
  await expect(card.getByRole('form', { name: 'Thermoshirt bestellen' }).getByLabel('Maat')).toContainText(
    'L (6 op voorraad)',
  );

  await page.goto('/webshop');
  await expect(page.getByTestId('my-orders')).toContainText('2 × Thermoshirt (L) · € 79,00');
  await expect(page.getByTestId('my-orders')).toContainText('1 × Thermoshirt (M) · € 39,50');
  await expect(page.getByTestId('my-orders')).toContainText('1 × Schaatsmuts (One size) · € 14,95');
  await page.goto('/account');
  await expect(page.getByTestId('account-orders')).toContainText('2 × Thermoshirt (L), € 79,00');
});

test('the last item goes to the first member; the second gets a clear Dutch message', async ({ page, browser }) => {
  // The demo windjack has one left in M; make it a fresh product so the test owns its stock.
  const token = await adminToken();
  const name = `Regenjas ${Date.now()}`;
  await shopProduct({ name, category: 'fietskleding', price: 4995 }, { M: 1 });
  const scarfName = `Sjaal ${Date.now()}`;
  const scarf = await shopProduct({ name: scarfName, category: 'fietskleding', price: 1495 }, { 'One size': 10 });

  const other = await (await browser.newContext()).newPage();
  await Promise.all([logIn(page, 'eva.bos@tjas.example'), logIn(other, 'daan.de.vries@tjas.example')]);
  await Promise.all([page.goto('/webshop/fietsschaatskleding'), other.goto('/webshop/fietsschaatskleding')]);
  const form = (p: typeof page) => p.getByRole('form', { name: `${name} bestellen` });
  await expect(form(page).getByLabel('Maat')).toContainText('M (1 op voorraad)');
  await expect(form(other).getByLabel('Maat')).toContainText('M (1 op voorraad)');

  // Each puts the last jacket and a scarf in their cart; the first cart ordered gets both, the
  // second gets nothing at all, and a clear message.
  const fill = async (p: typeof page) => {
    await form(p).getByRole('button', { name: 'In winkelmandje' }).click();
    await p
      .getByRole('form', { name: `${scarfName} bestellen` })
      .getByRole('button', { name: 'In winkelmandje' })
      .click();
    await expect(p.getByRole('region', { name: 'Winkelmandje' }).getByRole('listitem')).toHaveCount(2);
  };
  await fill(page);
  await fill(other);
  const order = async (p: typeof page) => {
    await p.getByRole('region', { name: 'Winkelmandje' }).getByRole('button', { name: 'Bestellen' }).click();
    await p.getByRole('dialog', { name: 'Bestelling plaatsen?' }).getByRole('button', { name: 'Bestellen' }).click();
  };
  const scarfStock = async () =>
    (await apiGet<{ stock: number }>(`/collections/product_variants/records/${scarf.variants['One size']}`, token))
      .stock;
  await order(page);
  await expect(page.getByText('Besteld: 2 artikelen voor € 64,90.')).toBeVisible();
  await order(other);
  const otherCart = other.getByRole('region', { name: 'Winkelmandje' });
  await expect(otherCart.getByRole('alert')).toHaveText(`${name} in maat M is uitverkocht.`);
  await expect(otherCart.getByText('Uitverkocht.', { exact: true })).toBeVisible();
  expect(await scarfStock()).toBe(9); // the second cart's scarf was not ordered either
  await other.context().close();
});

test('a double click on ordering places the cart once', async ({ page }) => {
  const token = await adminToken();
  const name = `Handschoenen ${Date.now()}`;
  const product = await shopProduct({ name, category: 'schaatskleding', price: 1995 }, { M: 5 });
  await openAs(page, 'sport@tjas.example', '/webshop/fietsschaatskleding');
  await page
    .getByRole('form', { name: `${name} bestellen` })
    .getByRole('button', { name: 'In winkelmandje' })
    .click();
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await cart.getByRole('button', { name: 'Bestellen' }).click();
  await page
    .getByRole('dialog', { name: 'Bestelling plaatsen?' })
    .getByRole('button', { name: 'Bestellen' })
    .dblclick();
  await expect(page.getByText('Besteld: 1 artikel voor € 19,95.')).toBeVisible();
  const orders = await apiGet<{ totalItems: number }>(
    `/collections/orders/records?filter=${encodeURIComponent(`product = "${product.id}"`)}`,
    token,
  );
  expect(orders.totalItems).toBe(1);
});

test('a product hidden while it is in a member’s cart leaves the cart, with a word why', async ({ page }) => {
  const token = await adminToken();
  const name = `Oorwarmer ${Date.now()}`;
  const product = await shopProduct({ name, category: 'schaatskleding', price: 995 }, { S: 5 });
  await openAs(page, 'media@tjas.example', '/webshop/fietsschaatskleding');
  await page
    .getByRole('form', { name: `${name} bestellen` })
    .getByRole('button', { name: 'In winkelmandje' })
    .click();
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await expect(cart).toContainText(`${name} (S)`);
  await apiSend('PATCH', `/collections/products/records/${product.id}`, token, { active: false });
  await page.reload();
  await expect(cart).toContainText(`Niet meer te bestellen, uit je winkelmandje gehaald: ${name} (S).`);
  await expect(cart.getByRole('button', { name: 'Bestellen' })).toHaveCount(0);
});

test('the Kledingcommissie adds a product, corrects stock and moves orders through their statuses', async ({
  page,
}) => {
  const name = `Bodywarmer ${Date.now()}`;
  await openAs(page, 'kleding@tjas.example', '/webshop/fietsschaatskleding');
  await page.getByRole('button', { name: 'Product toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Product toevoegen' });
  await form.getByLabel('Naam').fill(name);
  await form.getByLabel('Prijs in euro').fill('gratis');
  await form.getByLabel('Maten en voorraad').fill('M');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Vul een prijs in, bijvoorbeeld 54,95.')).toBeVisible();
  await expect(form.getByText(/Schrijf maten met voorraad/)).toBeVisible();
  await form.getByLabel('Prijs in euro').fill('44,50');
  await form.getByLabel('Maten en voorraad').fill('M:2, L:0');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`${name} staat in de webshop.`)).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('€ 44,50')).toBeVisible();
  await card.getByLabel('Voorraad L').fill('-3');
  await card.getByRole('button', { name: 'Opslaan' }).nth(1).click();
  await expect(card.getByText('Vul een voorraad van 0 tot 10.000 in.')).toBeVisible();
  await card.getByLabel('Voorraad L').fill('4');
  await card.getByRole('button', { name: 'Opslaan' }).nth(1).click();
  await expect(page.getByText(`Voorraad ${name} (L) is nu 4.`)).toBeVisible();

  await page.goto('/webshop');
  const orders = page.getByRole('region', { name: 'Bestellingen beheren' });
  await orders.getByLabel('Toon').selectOption('');
  const row = orders.getByRole('row').filter({ hasText: 'Sanne Jansen' });
  await row.getByRole('combobox').selectOption('betaald');
  await expect(page.getByText(/is nu: betaald\./)).toBeVisible();
});

test('an order is placed only after the member confirms it, and the member cancels it while it is only ordered', async ({
  page,
}) => {
  const name = `Muts ${Date.now()}`;
  await shopProduct({ name, category: 'schaatskleding', price: 1495 }, { S: 3 });
  await openAs(page, 'lid', '/webshop/fietsschaatskleding');
  const form = page.getByRole('form', { name: `${name} bestellen` });
  await expect(form.getByLabel('Maat')).toContainText('S (3 op voorraad)');

  const ask = page.getByRole('dialog', { name: 'Bestelling plaatsen?' });
  await form.getByRole('button', { name: 'In winkelmandje' }).click();
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await cart.getByRole('button', { name: 'Bestellen' }).click();
  await ask.getByRole('button', { name: 'Annuleren' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Maat')).toContainText('S (3 op voorraad)'); // nothing ordered

  await cart.getByRole('button', { name: 'Bestellen' }).click();
  await ask.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByText('Besteld: 1 artikel voor € 14,95.')).toBeVisible();

  await page.goto('/webshop');
  const mine = page.getByTestId('my-orders').getByRole('listitem').filter({ hasText: name });
  await expect(mine).toContainText('Besteld');
  await mine.getByRole('button', { name: 'Annuleren' }).click();
  await page
    .getByRole('dialog', { name: 'Bestelling annuleren?' })
    .getByRole('button', { name: 'Ja, annuleren' })
    .click();
  await expect(mine).toContainText('Geannuleerd');
  await expect(mine.getByRole('button', { name: 'Annuleren' })).toHaveCount(0);
  await page.goto('/webshop/fietsschaatskleding');
  await expect(page.getByRole('form', { name: `${name} bestellen` }).getByLabel('Maat')).toContainText(
    'S (3 op voorraad)',
  );
});
