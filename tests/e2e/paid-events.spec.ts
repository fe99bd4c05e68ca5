import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminToken, apiGet, apiSend, committeeId, mailCount, openAs, waitForMail } from './support.ts';

// A paid event: how to pay on the event, the organisers' "betaald" mark per sign-up, in the CSV too.

test('an organiser sets how to pay, a member signs up and sees it, the organiser marks the payment and exports it', async ({
  browser,
}) => {
  const title = `Schaatsdiner ${Date.now()}`;
  // How to pay, not how much: the site names each member's own amount (#32 item 4).
  const instructions = 'Maak het over naar NL12 DEMO 0123 4567 89 t.n.v. Tjas, o.v.v. Schaatsdiner.';
  const organiserPage = await (await browser.newContext()).newPage();
  await openAs(organiserPage, 'activiteiten', '/evenementen');
  await organiserPage.getByRole('button', { name: 'Nieuw evenement' }).click();
  await organiserPage.getByLabel('Naam').fill(title);
  // A year ahead: after the demo events, before the other tests' (which sort last, about two years ahead).
  await organiserPage
    .getByLabel('Begint')
    .fill(new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 11) + '19:00');
  // How to pay is asked for a paid event only.
  await expect(organiserPage.getByLabel('Betaalinstructies')).toHaveCount(0);
  await organiserPage.getByLabel('Prijs in euro').fill('17,50');
  await organiserPage.getByLabel('Betaalinstructies').fill(instructions);
  await organiserPage.getByRole('button', { name: 'Evenement aanmaken' }).click();
  await expect(organiserPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventUrl = organiserPage.url();

  const memberPage = await (await browser.newContext()).newPage();
  await openAs(memberPage, 'daan.de.vries', eventUrl);
  await expect(memberPage.getByText(instructions)).toBeVisible();
  await memberPage.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(memberPage.getByTestId('my-payment')).toHaveText(
    'De organisatie heeft je betaling van € 17,50 nog niet ontvangen.',
  );

  await organiserPage.goto(`${eventUrl}/signups`);
  await expect(organiserPage.getByTestId('paid-count')).toHaveText(
    '0 van 1 aangemelde leden hebben betaald (€ 17,50 per persoon).',
  );
  await organiserPage.getByRole('checkbox', { name: 'Daan de Vries heeft betaald' }).check();
  await expect(organiserPage.getByText('Daan de Vries heeft betaald.')).toBeVisible();
  await expect(organiserPage.getByTestId('paid-count')).toHaveText(
    '1 van 1 aangemelde leden hebben betaald (€ 17,50 per persoon).',
  );
  const download = organiserPage.waitForEvent('download');
  await organiserPage.getByRole('button', { name: 'Exporteer als CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('"Aangemeld op";"Betaald"');
  expect(csv).toMatch(/"Daan de Vries";"daan.de.vries";"aangemeld";"";"[\d: -]+";"ja"/);

  await memberPage.reload();
  await expect(memberPage.getByTestId('my-payment')).toHaveText('Je betaling van € 17,50 is ontvangen.');
  // The member cannot mark anything: the box is the organisers'.
  await memberPage.goto(`${eventUrl}/signups`);
  await expect(memberPage.getByRole('checkbox')).toHaveCount(0);
});

test('a member with a guest reads one amount on the page and in the mail, which names the guest (#32 item 4)', async ({
  page,
}) => {
  const admin = await adminToken();
  const title = `Stamppotavond ${Date.now()}`;
  const event = await apiSend<{ id: string }>('POST', '/collections/events/records', admin, {
    title,
    // A year ahead: after the demo events, before the other tests' (about two years ahead).
    start: new Date(Date.now() + 367 * 86_400_000).toISOString(),
    organiser: await committeeId('Activiteitencommissie', admin),
    capacity: 10,
    max_guests: 1,
    price: 750,
    payment_instructions: 'Maak het over naar NL12 DEMO 0123 4567 89 o.v.v. Stamppot.',
  });
  const before = await mailCount();
  await openAs(page, 'daan.de.vries', `/evenementen/${event.id}`);
  await expect(page.getByText('€ 7,50 per persoon')).toBeVisible();
  await expect(page.getByTestId('amount-to-pay')).toHaveText('Te betalen: € 7,50.');
  await page.getByRole('button', { name: 'Introducé toevoegen' }).click();
  await page.getByLabel('Naam introducé 1').fill('Piet Jansen');
  // Before signing up too: the amount grows with the guest.
  await expect(page.getByTestId('amount-to-pay')).toHaveText(
    'Te betalen: € 15,00 voor jou en je introducé (2 × € 7,50).',
  );
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByTestId('signup-state')).toHaveText('Je bent aangemeld.');
  // One amount: the member and their guest, in the instructions and in the payment status.
  await expect(page.getByTestId('amount-due')).toHaveText('Te betalen: € 15,00 voor jou en je introducé (2 × € 7,50).');
  await expect(page.getByText('Maak het over naar NL12 DEMO 0123 4567 89 o.v.v. Stamppot.')).toBeVisible();
  await expect(page.getByTestId('my-payment')).toHaveText(
    'De organisatie heeft je betaling van € 15,00 nog niet ontvangen.',
  );
  await expect(page.getByText('€ 7,50 over', { exact: false })).toHaveCount(0);

  // The outbox is sent every minute; now, as the maintainer may ask.
  await apiSend('POST', '/tjas/mails/versturen', admin);
  const mail = await waitForMail('daan.de.vries@tjas.example', before, `Je bent aangemeld: ${title}`);
  expect(mail.text).toContain('met je introducé Piet Jansen.');
  expect(mail.text).toContain('Te betalen: € 15,00 voor jou en je introducé (2 × € 7,50).');
  expect(mail.text).toContain('Betalen: Maak het over naar NL12 DEMO 0123 4567 89 o.v.v. Stamppot.');
});

test('the demo Gala (€ 35) says how to pay, as every paid event does (#32 item 4)', async ({ page }) => {
  const admin = await adminToken();
  const found = await apiGet<{ items: { id: string }[] }>(
    `/collections/events/records?filter=${encodeURIComponent('title = "Gala"')}`,
    admin,
  );
  await openAs(page, 'lid', `/evenementen/${found.items[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gala' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'NL12 DEMO 0123 4567 89' })).toBeVisible();
});

test('an organiser moves an older paid event without instructions: the form, as the server, asks only when price or instructions change (#32 item 4)', async ({
  page,
}) => {
  const admin = await adminToken();
  // Saved before instructions were asked for (the maintainer may still save it so).
  const event = await apiSend<{ id: string }>('POST', '/collections/events/records', admin, {
    title: `Oude borrel ${Date.now()}`,
    start: new Date(Date.now() + 368 * 86_400_000).toISOString(),
    organiser: await committeeId('Activiteitencommissie', admin),
    price: 500,
    payment_instructions: '',
  });
  await openAs(page, 'activiteiten', `/evenementen/${event.id}/bewerken`);
  await page.getByLabel('Waar').fill('De Uithof');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page).toHaveURL(new RegExp(`/evenementen/${event.id}$`));
  const saved = await apiGet<{ location: string }>(`/collections/events/records/${event.id}`, admin);
  expect(saved.location).toBe('De Uithof');

  // A new price is held to the rule, at its field.
  await page.goto(`/evenementen/${event.id}/bewerken`);
  await page.getByLabel('Prijs in euro').fill('6');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText(/^Schrijf hoe leden betalen/)).toBeVisible();
});
