import { expect, test } from '@playwright/test';
import { openAs, waitForContent } from './support.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('members see the current and past boards and download documents, but not the board room', async ({ page }) => {
  await openAs(page, 'daan.de.vries@tjas.example', '/bestuur');
  await expect(page).toHaveURL(/\/bestuur\/huidig$/);
  await expect(page).toHaveTitle('Huidig bestuur - Tjas');
  await expect(page.getByRole('heading', { name: /47e bestuur/ })).toBeVisible();
  await expect(page.getByText('Bram Bestuur')).toBeVisible();
  await expect(page.getByText(/^Lid \d$/)).toHaveCount(0); // the demo's board has real names
  const photo = page.getByRole('img', { name: /Groepsfoto van het 47e bestuur/ });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const sectionNav = page.getByRole('navigation', { name: /Bestuur/ });
  await expect(sectionNav.getByRole('link', { name: 'Bestuurshok' })).toHaveCount(0);
  await sectionNav.getByRole('link', { name: 'Oud-besturen' }).click();
  await expect(page).toHaveTitle('Oud-besturen - Tjas');
  await expect(page.getByRole('heading', { name: /4\de bestuur/ })).toHaveCount(4);

  await page.goto('/bestuur/documentatie');
  await waitForContent(page);
  await expect(page.getByRole('button', { name: 'Document uploaden' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Downloaden Statuten van de vereniging' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.locator('strong', { hasText: 'Oud beleidsplan' })).toHaveCount(0);
  await page.getByLabel('Toon het archief').check();
  await expect(page.locator('strong', { hasText: 'Oud beleidsplan' })).toBeVisible();

  await page.goto('/bestuur/bestuurshok');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
});

test('interest in the board reaches the board only', async ({ page, browser }) => {
  await openAs(page, 'thijs.smit', '/bestuur/interesse');
  await expect(page).toHaveTitle('Interesse in het bestuur - Tjas');
  const form = page.getByRole('form', { name: 'Interesse in het bestuur' });
  await form.getByLabel('Motivatie').fill('Kort');
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByText('Vertel in minstens 20 tekens waarom je in het bestuur wilt.')).toBeVisible();
  await form.getByLabel('Penningmeester').check();
  await form.getByLabel('Motivatie').fill('Ik hou van spreadsheets en van schaatsen.');
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bedankt! Het bestuur neemt contact met je op.')).toBeVisible();
  await expect(page.getByTestId('my-board-interest')).toContainText('Ik hou van spreadsheets en van schaatsen.');

  const board = await (await browser.newContext()).newPage();
  await openAs(board, 'bestuur@tjas.example', '/bestuur/bestuurshok');
  await expect(board).toHaveTitle('Bestuurshok - Tjas');
  await expect(board.getByTestId('board-interest')).toContainText('Ik hou van spreadsheets en van schaatsen.');
  await expect(board.getByTestId('board-notes')).toContainText('Agenda bestuursvergadering');
  const note = board.getByRole('form', { name: 'Notitie toevoegen' });
  await note.getByRole('button', { name: 'Opslaan' }).click();
  await expect(note.getByText('Schrijf de notitie.')).toBeVisible();
  await note.getByLabel('Titel').fill('Nieuwe penningmeester?');
  await note.getByLabel('Notitie').fill('Thijs uitnodigen voor een kennismaking.');
  await note.getByRole('button', { name: 'Opslaan' }).click();
  await expect(board.getByTestId('board-notes')).toContainText('Thijs uitnodigen voor een kennismaking.');
  await board.context().close();

  const other = await (await browser.newContext()).newPage();
  await openAs(other, 'sport@tjas.example', '/bestuur/interesse');
  await expect(other.getByText('Je hebt je nog niet aangemeld.')).toBeVisible();
  await other.context().close();
});

test('the board uploads a document (wrong types refused) and archives it', async ({ page }) => {
  const title = `Notulen bestuursvergadering ${Date.now()}`;
  await openAs(page, 'bestuur@tjas.example', '/bestuur/documentatie');
  await page.getByRole('button', { name: 'Document uploaden' }).click();
  const form = page.getByRole('form', { name: 'Document uploaden' });
  await form.getByLabel('Titel').fill(title);
  await form
    .getByLabel('Bestand')
    .setInputFiles({ name: 'script.html', mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') });
  await form.getByRole('button', { name: 'Uploaden' }).click();
  await expect(form.getByText('Alleen PDF, Word (.docx) of OpenDocument (.odt).')).toBeVisible();
  await form.getByLabel('Bestand').setInputFiles({ name: 'notulen.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Uploaden' }).click();
  await expect(page.getByText(`${title} is geüpload.`)).toBeVisible();
  await page.getByRole('button', { name: `Archiveren ${title}` }).click();
  await expect(page.getByText(`${title} is gearchiveerd.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Downloaden ${title}` })).toHaveCount(0);
});
