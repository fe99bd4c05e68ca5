import { expect, test } from '@playwright/test';
import { openAs, waitForContent } from './support.ts';

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
}

test('members see results by season and distance, material and videos, but cannot add results', async ({ page }) => {
  await openAs(page, 'daan.de.vries@tjas.example', '/sport');
  await expect(page).toHaveURL(/\/sport\/uitslagen$/);
  await expect(page).toHaveTitle('Uitslagen - Tjas');
  await waitForContent(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31); // header + 30, the SDK's default page
  await expect(page.getByText(/Pagina 1 van \d+/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Uitslag toevoegen' })).toHaveCount(0);

  await page.getByLabel('Afstand').selectOption('500');
  await expect(table.getByRole('cell', { name: '1000 m' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: '500 m' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/sport\/uitslagen\?afstand=500$/);
  const seasons = page.getByLabel('Seizoen');
  await seasons.selectOption({ index: 6 });
  await expect(page.getByText('Geen uitslagen voor deze keuze.')).toBeVisible();
  // The choice is in the address: a reload (or a shared link) shows the same list.
  const chosen = await seasons.inputValue();
  await expect(page).toHaveURL(new RegExp(`seizoen=${chosen}`));
  await page.reload();
  await expect(page.getByLabel('Seizoen')).toHaveValue(chosen);
  await expect(page.getByLabel('Afstand')).toHaveValue('500');
  await expect(page.getByText('Geen uitslagen voor deze keuze.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Bewerken: uitslag/ })).toHaveCount(0);
  await page.goto('/sport/uitslagen/abc/bewerken');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();

  await page.goto('/sport/uitslagen/uitslag-toevoegen');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();

  await page.getByRole('navigation', { name: /Sport/ }).getByRole('link', { name: 'Materiaal' }).click();
  await expect(page).toHaveTitle('Materiaal - Tjas');
  await expect(page.getByRole('heading', { name: 'Klapschaatsen (leen)' })).toBeVisible();
  await expect(page.getByText('Alles is uitgeleend')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Materiaal toevoegen' })).toHaveCount(0);

  await page.goto('/sport/uitlegvideos');
  await expect(page).toHaveTitle('Uitlegvideo’s - Tjas');
  // The demo links to no video host that does not exist (it has no videos of its own).
  await expect(page.getByRole('heading', { level: 1, name: 'Uitlegvideo’s' })).toBeVisible();
  await expect(page.locator('a[href*="video.tjas.example"]')).toHaveCount(0);
});

test('the Sportcommissie adds a result; bad input gets Dutch messages and keeps what was typed', async ({ page }) => {
  const competition = `Trainingswedstrijd ${Date.now()}`;
  await openAs(page, 'sport@tjas.example', '/sport/uitslagen');
  await page.getByRole('link', { name: 'Uitslag toevoegen' }).click();
  await expect(page).toHaveTitle('Uitslag toevoegen - Tjas');
  const form = page.getByRole('form', { name: 'Uitslag toevoegen' });
  await form.getByRole('button', { name: 'Uitslag opslaan' }).click();
  await expect(form.getByText('Kies de schaatser.')).toBeVisible();
  await expect(form.getByText('Schrijf de tijd als 38,12 of 1:52,34.')).toBeVisible();

  await form.getByLabel('Schaatser').selectOption({ label: 'Lotte de Lid' });
  await form.getByLabel('Wedstrijd').fill(competition);
  await form.getByLabel('Datum').fill(isoDay(3));
  await form.getByLabel('Afstand').selectOption('1500');
  await form.getByLabel('Tijd').fill('1:75,00');
  await form.getByRole('button', { name: 'Uitslag opslaan' }).click();
  await expect(form.getByText('Een uitslag kan niet in de toekomst liggen.')).toBeVisible();
  await expect(form.getByText('Schrijf de tijd als 38,12 of 1:52,34.')).toBeVisible();
  await expect(form.getByLabel('Wedstrijd')).toHaveValue(competition);

  await form.getByLabel('Datum').fill(isoDay(0));
  await form.getByLabel('Tijd').fill('1:52,34');
  await form.getByLabel('Plaats (optioneel)').fill('3');
  await form.getByRole('button', { name: 'Uitslag opslaan' }).click();
  await expect(page).toHaveURL(/\/sport\/uitslagen$/);
  await expect(page.getByText('De uitslag is toegevoegd.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: competition });
  await expect(row).toContainText('Lotte de Lid');
  await expect(row).toContainText('1:52,34');
  await expect(row).toContainText('3e');

  // A typo is not permanent: the result is corrected, then removed after a confirmation.
  await row.getByRole('link', { name: /^Bewerken: uitslag van Lotte de Lid op / }).click();
  await expect(page).toHaveTitle('Uitslag bewerken - Tjas');
  const edit = page.getByRole('form', { name: 'Uitslag bewerken' });
  await expect(edit.getByLabel('Wedstrijd')).toHaveValue(competition);
  await expect(edit.getByLabel('Tijd')).toHaveValue('1:52,34');
  await edit.getByLabel('Tijd').fill('abc');
  await edit.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(edit.getByText('Schrijf de tijd als 38,12 of 1:52,34.')).toBeVisible();
  await edit.getByLabel('Tijd').fill('1:51,98');
  await edit.getByLabel('Plaats (optioneel)').fill('2');
  await edit.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText('De uitslag is bijgewerkt.')).toBeVisible();
  await expect(row).toContainText('1:51,98');
  await expect(row).toContainText('2e');

  await row.getByRole('link', { name: /^Bewerken: uitslag van Lotte de Lid op / }).click();
  await page.getByRole('button', { name: 'Uitslag verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uitslag verwijderen?' });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveTitle('Uitslag bewerken - Tjas');
  await page.getByRole('button', { name: 'Uitslag verwijderen' }).click();
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(/\/sport\/uitslagen$/);
  await expect(page.getByText(`De uitslag van ${competition} is verwijderd.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: competition })).toHaveCount(0);
});

test('the Sportcommissie maintains material and videos', async ({ page }) => {
  const name = `Noren ${Date.now()}`;
  await openAs(page, 'sport@tjas.example', '/sport/materiaal');
  await page.getByRole('button', { name: 'Materiaal toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Materiaal toevoegen' });
  await form.getByLabel('Naam').fill(name);
  await form.getByLabel('Aantal').fill('2');
  await form.getByLabel('Beschikbaar').fill('5');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Er kunnen niet meer stuks beschikbaar zijn dan er zijn.')).toBeVisible();
  await form.getByLabel('Beschikbaar').fill('2');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('2 van 2 beschikbaar');

  await page.goto('/sport/uitlegvideos');
  await page.getByRole('button', { name: 'Video toevoegen' }).click();
  const video = page.getByRole('form', { name: 'Uitlegvideo toevoegen' });
  await video.getByLabel('Titel').fill('Klapschaats afstellen');
  await video.getByRole('button', { name: 'Opslaan' }).click();
  await expect(video.getByText('Geef een link naar de video of upload een videobestand.')).toBeVisible();
  await video.getByLabel('Link naar de video').fill('https://video.tjas.example/afstellen');
  await video.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('link', { name: 'Bekijk “Klapschaats afstellen”' })).toBeVisible();
});
