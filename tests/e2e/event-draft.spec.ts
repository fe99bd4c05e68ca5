import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { logOut, openAs } from './support.ts';

// The event form keeps what was typed through a reload and asks before leaving it (#32 item 5).

test('a new event’s form has an address, comes back after a reload with what was typed, and asks before a link leads away', async ({
  page,
}) => {
  await openAs(page, 'activiteiten', '/evenementen');
  await page.getByRole('button', { name: 'Nieuw evenement' }).click();
  await expect(page).toHaveURL(/\/evenementen\/nieuw$/);
  await expect(page).toHaveTitle(/^Nieuw evenement - /);
  await page.getByLabel('Naam').fill('Schaatsen bij maanlicht');
  await page.getByLabel('Beschrijving').fill('Met warme chocolademelk\nen lampjes langs de baan.');

  // The browser asks before a reload throws unsaved work away; the member reloads anyway.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByLabel('Naam')).toHaveValue('Schaatsen bij maanlicht');
  await expect(page.getByLabel('Beschrijving')).toHaveValue('Met warme chocolademelk\nen lampjes langs de baan.');
  await expect(page.getByTestId('draft-notice')).toContainText('Je was hier al mee bezig');

  // A link of the site (the section's own, or the menu's) asks in the site's dialog first.
  await page.getByRole('link', { name: '← Alle evenementen' }).click();
  const leave = page.getByRole('dialog', { name: 'Weggaan zonder opslaan?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Verder met invullen' }).click();
  await expect(page).toHaveURL(/\/evenementen\/nieuw$/);
  await expect(page.getByLabel('Naam')).toHaveValue('Schaatsen bij maanlicht');

  await page.getByRole('link', { name: '← Alle evenementen' }).click();
  await page.getByRole('dialog', { name: 'Weggaan zonder opslaan?' }).getByRole('button', { name: 'Weggaan' }).click();
  await expect(page).toHaveURL(/\/evenementen$/);
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  // Left on purpose: the draft is gone.
  await page.goto('/evenementen/nieuw');
  await expect(page.getByLabel('Naam')).toHaveValue('');
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
});

test('the menu of the site asks too, and the form with its notice and question passes axe on a phone', async ({
  page,
}) => {
  await openAs(page, 'activiteiten', '/evenementen/nieuw');
  await page.getByLabel('Naam').fill('Ijshockey kijken');
  // The shell's main menu is a link of the site like the section's own.
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: /^Sport/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Weggaan zonder opslaan?' })).toBeVisible();
  await page.getByRole('button', { name: 'Verder met invullen' }).click();
  await expect(page).toHaveURL(/\/evenementen\/nieuw$/);

  await page.setViewportSize({ width: 375, height: 800 });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('draft-notice')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing sticks out sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: '← Alle evenementen' }).click();
  await expect(page.getByRole('dialog', { name: 'Weggaan zonder opslaan?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('logging out clears the tab’s event drafts, also from a page of another section', async ({ page }) => {
  const drafts = () =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('tjas:evenement-concept:')));
  await openAs(page, 'activiteiten', '/evenementen/nieuw/');
  await page.getByLabel('Naam').fill('Geheim kerstfeest');
  // A trailing slash is the same form: its draft comes back without it.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/evenementen/nieuw');
  await expect(page.getByLabel('Naam')).toHaveValue('Geheim kerstfeest');
  expect(await drafts()).toHaveLength(1);
  // Away to another page (the events section's code not loaded there), then logged out.
  await page.goto('/account/mijn-account');
  expect(await drafts()).toHaveLength(1);
  await logOut(page);
  expect(await drafts()).toEqual([]);
});
