import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, apiToken, DEMO_PASSWORD, logIn, logOut, MAIL_API, mailCount, openAs, waitForMail } from './support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a member turns a kind of mail off and on again; the server keeps the choice', async ({ page }) => {
  await openAs(page, 'noor.mulder', '/account/mijn-account');
  const form = page.getByRole('form', { name: 'E-mailvoorkeuren' });
  const waitingList = form.getByLabel('ik een plek krijg van de wachtlijst');
  await expect(waitingList).toBeChecked();
  await waitingList.uncheck();
  await form.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(form.getByText('Je e-mailvoorkeuren zijn opgeslagen.')).toBeVisible();
  const token = await apiToken('noor.mulder');
  expect((await apiGet<{ off: string[] }>('/tjas/mijn-mailvoorkeuren', token)).off).toEqual(['wachtlijst']);
  await page.reload();
  await expect(form.getByLabel('ik een plek krijg van de wachtlijst')).not.toBeChecked();
  await expect(form.getByLabel('de Kledingcommissie mijn bestelling bijwerkt')).toBeChecked();
  await form.getByLabel('ik een plek krijg van de wachtlijst').check();
  await form.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(form.getByText('Je e-mailvoorkeuren zijn opgeslagen.')).toBeVisible();
  expect((await apiGet<{ off: string[] }>('/tjas/mijn-mailvoorkeuren', token)).off).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the mail preferences' boxes are all one size at ${width} px, however long their labels (#32 item 11)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, 'lid', '/account/mijn-account');
    const boxes = page.getByRole('form', { name: 'E-mailvoorkeuren' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    const sizes = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect();
        return `${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
    );
    expect(sizes).toEqual(['24x24', '24x24', '24x24', '24x24', '24x24']);
  });
}

test('a member changes their own name', async ({ page }) => {
  await openAs(page, 'thijs.smit', '/account/mijn-account');
  await page.getByLabel('Naam').fill('');
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByText('Vul je naam in.')).toBeVisible();
  await page.getByLabel('Naam').fill('Thijs van Smit');
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByText('Je naam is opgeslagen.')).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveText('Thijs van Smit');
  await page.reload();
  await expect(page.getByTestId('current-user')).toHaveText('Thijs van Smit');
});

test('a member changes their password; a wrong current password is refused in Dutch', async ({ page }) => {
  await openAs(page, 'iris.meijer', '/account/mijn-account');
  await page.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('ijzer-sterk-2026');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('ijzer-sterk-2026');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();

  await page.getByLabel('Huidig wachtwoord').fill('tjas-demo-2026');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('ijzer-sterk-2026');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('ijzer-sterk-2026');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();
  // Still logged in after the change, and the new password works from now on.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await logOut(page);
  await logIn(page, 'iris.meijer', 'ijzer-sterk-2026');
});

test('a member changes their e-mail address through the confirmation mail and stays logged in', async ({ page }) => {
  const newEmail = `stijn.nieuw.${Date.now()}@tjas.example`;
  await openAs(page, 'stijn.vos@tjas.example', '/account/mijn-account');
  const card = page.getByRole('region', { name: 'E-mailadres wijzigen' });
  await card.getByLabel('Nieuw e-mailadres').fill('geen-adres');
  await card.getByRole('button', { name: 'Bevestigingsmail sturen' }).click();
  await expect(card.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  // Another member's address is answered as any other (the site does not tell whose it is), but
  // no link goes out.
  const beforeTaken = await mailCount();
  await card.getByLabel('Nieuw e-mailadres').fill('lid@tjas.example');
  await card.getByRole('button', { name: 'Bevestigingsmail sturen' }).click();
  await expect(
    card.getByText('We hebben een bevestigingslink gestuurd naar lid@tjas.example.', { exact: false }),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  const mails = (await (await fetch(MAIL_API)).json()) as { to: string[] }[];
  expect(mails.slice(beforeTaken).filter((mail) => mail.to.includes('lid@tjas.example'))).toEqual([]);

  const before = await mailCount();
  await card.getByLabel('Nieuw e-mailadres').fill(newEmail);
  await card.getByRole('button', { name: 'Bevestigingsmail sturen' }).click();
  await expect(
    card.getByText(`We hebben een bevestigingslink gestuurd naar ${newEmail}.`, { exact: false }),
  ).toBeVisible();

  const mail = await waitForMail(newEmail, before);
  expect(mail.subject).toBe('Bevestig je nieuwe e-mailadres voor Tjas');
  const link = /(http:\/\/127\.0\.0\.1:8097\/account\/mijn-account\?e-mailtoken=[\w.-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('verkeerd-wachtwoord');
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByText('Dit wachtwoord klopt niet.')).toBeVisible();
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByText(`Je e-mailadres is gewijzigd in ${newEmail}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/mijn-account$/);

  await page.goto('/account');
  await expect(page.getByText(newEmail)).toBeVisible();
  await logOut(page);
  await logIn(page, newEmail);
});

test('a member downloads all their own data as JSON', async ({ page }) => {
  await openAs(page, 'lieke.peters@tjas.example', '/account/mijn-account');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mijn gegevens' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('mijn-gegevens.json');
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    profile: Record<string, unknown>;
    committees: string[];
    records: Record<string, { user?: string }[]>;
  };
  expect(data.profile).toMatchObject({ username: 'lieke.peters', email: 'lieke.peters@tjas.example' });
  expect(data.profile).not.toHaveProperty('password');
  expect(data.profile).not.toHaveProperty('tokenKey');
  const signups = data.records['signups'] ?? [];
  expect(signups.length).toBeGreaterThan(0);
  expect(signups.every((signup) => signup.user === data.profile['id'])).toBe(true);
});

test('a member sets a profile photo; a wrong file type is refused in Dutch', async ({ page }) => {
  await openAs(page, 'joris.hendriks@tjas.example', '/account/mijn-account');
  const input = page.getByLabel('Nieuwe profielfoto');
  await input.setInputFiles({ name: 'foto.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') });
  await page.getByRole('button', { name: 'Foto opslaan' }).click();
  await expect(page.getByText('Je profielfoto moet een JPG, PNG, WebP of GIF zijn.')).toBeVisible();
  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Foto opslaan' }).click();
  const photo = page.getByRole('img', { name: 'Je huidige profielfoto' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The header shows it too, next to the member's name.
  const inHeader = page.getByTestId('current-user').locator('img');
  await expect.poll(() => inHeader.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Foto verwijderen' }).click();
  await expect(page.getByText('Je hebt nog geen profielfoto.')).toBeVisible();
  await expect(inHeader).toHaveCount(0);
  // Without a photo the header shows the member's initials in its place (#32 faces).
  await expect(page.getByTestId('current-user').locator('[data-initials]')).toHaveAttribute('data-initials', 'JH');
});

test('the account overview lists the member\u2019s committees and submissions', async ({ page }) => {
  await openAs(page, 'pr@tjas.example', '/account');
  await expect(page.getByTestId('my-committees')).toHaveText('PR-commissie');
  await expect(page.getByRole('heading', { name: 'Mijn inzendingen' })).toBeVisible();
  await expect(page.getByText('Je hebt nog niets ingestuurd.')).toBeVisible();
});
