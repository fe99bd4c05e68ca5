import { expect, test } from '@playwright/test';
import { confirmWithPassword, logIn, mailCount, openAs, waitForContent, waitForMail } from './support.ts';

test('members see committees with their members, disputen and organen', async ({ page }) => {
  await logIn(page, 'daan.de.vries@tjas.example');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Actief' }).click();
  await expect(page).toHaveURL(/\/tjas-actief$/);
  await expect(page).toHaveTitle('Actief - Tjas');
  await expect(page.getByRole('link', { name: 'Naar ledenbeheer' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Naar commissies' }).click();
  await expect(page).toHaveTitle('Commissies - Tjas');
  await waitForContent(page);
  await expect(page.getByRole('list', { name: 'Leden van Sportcommissie' })).toContainText('Sem Sporters');
  await expect(page.getByRole('link', { name: 'sport@tjas.example' })).toHaveAttribute(
    'href',
    'mailto:sport@tjas.example',
  );

  await page.goto('/tjas-actief/disputen');
  await expect(page).toHaveTitle('Disputen - Tjas');
  await expect(page.getByRole('heading', { name: 'Dispuut De Klapschaats' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Leden van Dispuut De Klapschaats' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.goto('/tjas-actief/organen');
  await expect(page).toHaveTitle('Organen - Tjas');
  await expect(page.getByRole('heading', { name: 'Kascommissie' })).toBeVisible();

  await page.goto('/tjas-actief/ledenbeheer');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
});

test('committee interest reaches the chosen committee and not another', async ({ page, browser }) => {
  await openAs(page, 'joris.hendriks@tjas.example', '/tjas-actief/commissie-interesse');
  await expect(page).toHaveTitle('Commissie-interesse - Tjas');
  const form = page.getByRole('form', { name: 'Aanmelden voor commissies' });
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByText('Kies minstens één commissie.')).toBeVisible();
  await expect(form.getByText('Vertel in minstens 20 tekens waarom je wilt meedoen.')).toBeVisible();
  await form.getByLabel('Redactie').check();
  await form.getByLabel('Motivatie').fill('Ik schrijf graag stukjes voor het clubblad.');
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Je aanmelding is verstuurd. De commissies nemen contact met je op.')).toBeVisible();
  await expect(page.getByTestId('interest-list')).toContainText('Ik schrijf graag stukjes voor het clubblad.');

  const redactie = await (await browser.newContext()).newPage();
  await openAs(redactie, 'redactie@tjas.example', '/tjas-actief/commissie-interesse');
  await expect(redactie.getByTestId('interest-list')).toContainText('Ik schrijf graag stukjes voor het clubblad.');
  await redactie.context().close();

  const sport = await (await browser.newContext()).newPage();
  await openAs(sport, 'sport@tjas.example', '/tjas-actief/commissie-interesse');
  await waitForContent(sport);
  await expect(sport.getByTestId('interest-list')).toContainText('Ik fotografeer graag');
  await expect(sport.getByTestId('interest-list')).not.toContainText('clubblad');
  await sport.context().close();
});

test('"Deactiveren" is quiet on every member row (an outline, not a red block) and still asks first (#32 item 11)', async ({
  page,
}) => {
  await openAs(page, 'ict@tjas.example', '/tjas-actief/ledenbeheer');
  const rows = page.getByTestId('members').getByRole('article');
  await expect(rows.first()).toBeVisible();
  const buttons = page.getByTestId('members').getByRole('button', { name: 'Deactiveren' });
  expect(await buttons.count()).toBeGreaterThan(1);
  const looks = await buttons.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).backgroundColor),
  );
  expect(new Set(looks)).toEqual(new Set(['rgba(0, 0, 0, 0)']));
  const row = rows.filter({ has: page.getByRole('button', { name: 'Deactiveren' }) }).first();
  const name = (await row.getAttribute('aria-label'))!;
  await row.getByRole('button', { name: 'Deactiveren' }).click();
  const dialog = page.getByRole('dialog', { name: `${name} deactiveren?` });
  await expect(dialog.getByText('Diegene kan dan niet meer inloggen en wordt overal uitgelogd.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText('gedeactiveerd');
  await expect(row.getByRole('button', { name: 'Deactiveren' })).toBeVisible();
});

test('an admin adds a member who sets a password by mail, changes committees and deactivates; all recorded', async ({
  page,
  browser,
}) => {
  const username = `nieuw.${Date.now()}`;
  const email = `${username}@tjas.example`;
  await openAs(page, 'ict@tjas.example', '/tjas-actief');
  await page.getByRole('link', { name: 'Naar ledenbeheer' }).click();
  await expect(page).toHaveTitle('Ledenbeheer - Tjas');
  // The site's own health is shown to admins here (mails, backups, disk).
  const health = page.getByRole('region', { name: 'Status van de site' });
  await expect(health.getByText(/Vrije schijfruimte/)).toBeVisible();
  await expect(health.getByText(/\d+,\d GB van \d+,\d GB/)).toBeVisible();
  await page.getByRole('button', { name: 'Lid toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Lid toevoegen' });
  await form.getByLabel('Gebruikersnaam').fill('X');
  await form.getByLabel('E-mailadres').fill('geen-adres');
  await form.getByRole('button', { name: 'Lid toevoegen' }).click();
  await expect(form.getByText('Vul de naam in.')).toBeVisible();
  await expect(form.getByText(/Gebruik 3 tot 50 kleine letters/)).toBeVisible();
  await expect(form.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await form.getByLabel('Naam', { exact: true }).fill('Nina Nieuw');
  await form.getByLabel('Gebruikersnaam').fill('lid');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByRole('button', { name: 'Lid toevoegen' }).click();
  await expect(form.getByText('Deze gebruikersnaam is al in gebruik of ongeldig.')).toBeVisible();

  const before = await mailCount();
  await form.getByLabel('Gebruikersnaam').fill(username);
  await form.getByLabel('Sportcommissie').check();
  await form.getByRole('button', { name: 'Lid toevoegen' }).click();
  // A member with a committee gets rights: the admin's password confirms exactly that.
  const dialog = page.getByRole('dialog', { name: 'Bevestig met je wachtwoord' });
  await expect(dialog.getByText(`Nieuw lid ${email} toevoegen aan Sportcommissie`)).toBeVisible();
  await dialog.getByLabel('Wachtwoord').fill('niet-mijn-wachtwoord');
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(dialog.getByText('Dat wachtwoord klopt niet.')).toBeVisible();
  await confirmWithPassword(page, `Nieuw lid ${email} toevoegen aan Sportcommissie`);
  await expect(
    page.getByText('Nina Nieuw is toegevoegd en krijgt een mail om een wachtwoord te kiezen.'),
  ).toBeVisible();
  const mail = await waitForMail(email, before);
  expect(mail.subject).toBe('Welkom bij Tjas: kies je wachtwoord');
  expect(mail.text).toContain('heeft je toegevoegd als lid van de ledensite');
  const link = /(http:\/\/127\.0\.0\.1:8097\/login\/vergeten\?token=[\w.-]+&welkom=1)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  await page.getByLabel('Zoek op naam of gebruikersnaam').fill('Nina');
  const row = page.getByTestId('members').getByRole('article', { name: 'Nina Nieuw' });
  await expect(row).toContainText('Sportcommissie');
  await row.getByRole('button', { name: 'Commissies wijzigen' }).click();
  await row.getByLabel('Redactie').check();
  await row.getByRole('button', { name: 'Commissies opslaan' }).click();
  await confirmWithPassword(page, 'Nina Nieuw toevoegen aan Redactie');
  await expect(row).toContainText('Redactie');

  // The new member chooses a password through the mail and logs in.
  const nina = await (await browser.newContext()).newPage();
  await nina.goto(link!);
  await expect(nina.getByRole('heading', { level: 1, name: 'Welkom bij Tjas!' })).toBeVisible();
  await expect(nina).toHaveTitle('Welkom - Tjas');
  await nina.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nina-schaatst-2026');
  await nina.getByLabel('Herhaal het nieuwe wachtwoord').fill('nina-schaatst-2026');
  await nina.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  // Choosing the password logs her in.
  await expect(nina.getByText('Welkom bij Tjas! Je bent ingelogd.')).toBeVisible();
  await expect(nina.getByTestId('current-user')).toBeVisible();

  await row.getByRole('button', { name: 'Deactiveren' }).click();
  await page
    .getByRole('dialog', { name: /deactiveren\?$/ })
    .getByRole('button', { name: 'Deactiveren' })
    .click();
  await expect(row).toContainText('gedeactiveerd');
  // Her open session ends at once: the next load finds the token refused and shows the login.
  await nina.reload();
  await expect(nina).toHaveURL(/\/login/);
  await nina.getByLabel('E-mailadres of gebruikersnaam').fill(email);
  await nina.getByLabel('Wachtwoord').fill('nina-schaatst-2026');
  await nina.getByRole('button', { name: 'Inloggen' }).click();
  await expect(nina.getByText('kennen we niet, of het account is niet actief')).toBeVisible();
  await nina.context().close();

  await page.reload();
  const changes = page.getByTestId('member-changes');
  await expect(changes).toContainText('Nina Nieuw: lid toegevoegd');
  await expect(changes).toContainText('Nina Nieuw: toegevoegd aan Redactie');
  await expect(changes).toContainText('Nina Nieuw: gedeactiveerd');
});
