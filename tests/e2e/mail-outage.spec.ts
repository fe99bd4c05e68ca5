import { expect, test } from '@playwright/test';
import { adminToken, API, mailCount, openAs, waitForMail } from './support.ts';

// When the mail server is down, adding a member still works, the admin is told the invitation
// did not go out, and sends it again from the member's row once mail works. This changes the
// site's mail settings, so it runs alone (the `alone` project), never beside other tests.

async function smtpPort(port: number): Promise<void> {
  const response = await fetch(`${API}/settings`, {
    method: 'PATCH',
    headers: { Authorization: await adminToken(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ smtp: { port } }),
  });
  expect(response.ok).toBe(true);
}

async function currentSmtpPort(): Promise<number> {
  const response = await fetch(`${API}/settings`, { headers: { Authorization: await adminToken() } });
  return ((await response.json()) as { smtp: { port: number } }).smtp.port;
}

test('an invitation that could not be sent is shown, and sent again by the admin', async ({ page }) => {
  const working = await currentSmtpPort();
  const username = `outage.${Date.now().toString(36)}`;
  const email = `${username}@tjas.example`;
  await openAs(page, 'ict@tjas.example', '/tjas-actief/ledenbeheer');
  await smtpPort(9); // nothing listens on the discard port here: the mail server is "down"
  try {
    await page.getByRole('button', { name: 'Lid toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Lid toevoegen' });
    await form.getByLabel('Naam', { exact: true }).fill('Olaf Onbereikbaar');
    await form.getByLabel('Gebruikersnaam').fill(username);
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByRole('button', { name: 'Lid toevoegen' }).click();
    await expect(
      page.getByText('Olaf Onbereikbaar is toegevoegd, maar de uitnodiging kon niet worden verstuurd.', {
        exact: false,
      }),
    ).toBeVisible();

    await page.getByLabel('Zoek op naam of gebruikersnaam').fill('Olaf');
    const row = page.getByTestId('members').getByRole('article', { name: 'Olaf Onbereikbaar' });
    await expect(row).toContainText('uitnodiging niet verstuurd');
    await row.getByRole('button', { name: 'Uitnodiging opnieuw versturen' }).click();
    await expect(row.getByText(/de mailserver is niet bereikbaar/)).toBeVisible();
  } finally {
    await smtpPort(working);
  }

  const before = await mailCount();
  const row = page.getByTestId('members').getByRole('article', { name: 'Olaf Onbereikbaar' });
  await row.getByRole('button', { name: 'Uitnodiging opnieuw versturen' }).click();
  await expect(page.getByText('De uitnodiging aan Olaf Onbereikbaar is verstuurd.')).toBeVisible();
  await expect(row).not.toContainText('uitnodiging niet verstuurd');
  const mail = await waitForMail(email, before);
  expect(mail.text).toMatch(/\/login\/vergeten\?token=/);
});
