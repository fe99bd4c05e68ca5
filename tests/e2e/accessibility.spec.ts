import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, PHONE } from './axe.ts';
import { openAs, waitForContent } from './support.ts';

// The pages a member sees before logging in, and the forms and views that only open on a click or
// belong to committees, pass axe in all four looks (phone and desktop, light and dark). Every page
// of a logged-in member is walked in member-page-walk.spec.ts.

test.use({ viewport: PHONE, colorScheme: 'light' });

test('the login pages pass axe', async ({ page }) => {
  for (const path of ['/login', '/login/vergeten', '/login/vergeten?token=ongeldig']) {
    await page.goto(path);
    await waitForContent(page);
    await expectNoSeriousViolations(page, path);
  }
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click(); // with its error messages
  await expect(page.getByText('Vul je wachtwoord in.')).toBeVisible();
  await expectNoSeriousViolations(page, '/login met fouten');
});

test('the inbox and the forms of committee members pass axe, with their errors shown', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, 'bestuur', '/acties/postvak');
  await waitForContent(page);
  await expect(page.getByTestId('inbox')).toBeVisible();
  await expectNoSeriousViolations(page, '/acties/postvak');
  await page.goto('/sponsors');
  await page.getByRole('button', { name: 'Sponsor toevoegen' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Geef een naam van minstens 2 tekens.')).toBeVisible();
  await expectNoSeriousViolations(page, '/sponsors met formulier');
  await page.goto('/sport/uitslagen/uitslag-toevoegen');
  await page.getByRole('button', { name: 'Uitslag opslaan' }).click();
  await expect(page.getByText('Kies de schaatser.')).toBeVisible();
  await expectNoSeriousViolations(page, '/sport/uitslagen/uitslag-toevoegen met fouten');
  await page.goto('/media/fotoalbums/album-toevoegen');
  await waitForContent(page);
  await expectNoSeriousViolations(page, '/media/fotoalbums/album-toevoegen');
  await page.goto('/media/fotoalbums');
  await page.getByRole('link', { name: /Clubkampioenschappen/ }).click();
  await page
    .getByRole('button', { name: /groot bekijken/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'fotoviewer');
});

test('the news editor passes axe, with its errors shown', async ({ page }) => {
  await openAs(page, 'redactie@tjas.example', '/media/nieuwskanalen');
  await page.getByRole('button', { name: 'Bericht schrijven' }).click();
  await expect(page.getByRole('textbox', { name: 'Bericht' })).toBeVisible();
  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('Schrijf het bericht.')).toBeVisible();
  await expectNoSeriousViolations(page, '/media/nieuwskanalen met de editor en fouten');
});

test('the pages of the board with their admin controls pass axe', async ({ page }) => {
  test.setTimeout(60_000);
  await openAs(page, 'bestuur', '/webshop');
  // The results with their edit links (admins may edit them): the links' names start with what they show.
  for (const path of ['/webshop', '/bestuur/bestuurshok', '/tjas-actief/ledenbeheer', '/sport/uitslagen']) {
    if (path !== '/webshop') await page.goto(path);
    await waitForContent(page);
    await expectNoSeriousViolations(page, `${path} (bestuur)`);
  }
});
