import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAs } from './support.ts';

// A paid event: how to pay on the event, the organisers' "betaald" mark per sign-up, in the CSV too.

test('an organiser sets how to pay, a member signs up and sees it, the organiser marks the payment and exports it', async ({
  browser,
}) => {
  const title = `Schaatsdiner ${Date.now()}`;
  const instructions = 'Maak € 17,50 over naar NL12 DEMO 0123 4567 89 t.n.v. Tjas, o.v.v. Schaatsdiner.';
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
