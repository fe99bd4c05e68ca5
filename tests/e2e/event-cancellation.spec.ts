import { expect, test } from '@playwright/test';
import {
  adminToken,
  apiSend,
  apiToken,
  committeeId,
  farFuture,
  mailCount,
  memberIdOf,
  openAs,
  waitForMail,
} from './support.ts';

// Organisers cancel an event members signed up for (they get a mail, the event stays, marked
// cancelled) and delete one nobody is on any more (#32 item 1). The events are about two years
// ahead, after the demo events, and deleted at the end: the events list's first page stays as it was.

const MEMBER = 'daan.de.vries@tjas.example';

/** Sends the outbox now, as the job does every minute. */
const sendMails = async () => apiSend('POST', '/tjas/mails/versturen', await adminToken());

async function organisersEvent(title: string): Promise<string> {
  const organiser = await apiToken('activiteiten');
  const event = await apiSend<{ id: string }>('POST', '/collections/events/records', organiser, {
    title,
    start: farFuture(5),
    location: 'Thialf',
    organiser: await committeeId('Activiteitencommissie', organiser),
    capacity: 10,
  });
  return event.id;
}

test('an organiser cancels an event with a member on it, who is mailed and can no longer sign up; then deletes it', async ({
  browser,
}) => {
  const title = `Marathon Thialf ${Date.now()}`;
  const id = await organisersEvent(title);
  const member = await apiToken(MEMBER);
  await apiSend('POST', '/collections/signups/records', member, { event: id, user: memberIdOf(member) });
  await sendMails(); // the confirmation of the sign-up, before the count below
  const before = await mailCount();

  const organiserPage = await (await browser.newContext()).newPage();
  await openAs(organiserPage, 'activiteiten', `/evenementen/${id}`);
  await expect(organiserPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A member is signed up: deleting is not offered, cancelling is (they will be told).
  await expect(organiserPage.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
  await organiserPage.getByRole('button', { name: 'Evenement annuleren' }).click();
  const asking = organiserPage.getByRole('dialog', { name: 'Evenement annuleren?' });
  await expect(asking).toContainText('1 lid is aangemeld.');
  await expect(asking).toContainText('Zij krijgen een mail dat het evenement niet doorgaat.');
  // "Terug" leaves everything as it was.
  await asking.getByRole('button', { name: 'Terug' }).click();
  await expect(asking).toBeHidden();
  await expect(organiserPage.getByTestId('event-cancelled')).toHaveCount(0);
  await organiserPage.getByRole('button', { name: 'Evenement annuleren' }).click();
  await asking.getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(organiserPage.getByText(`“${title}” is geannuleerd.`)).toBeVisible();
  await expect(organiserPage.getByTestId('event-cancelled')).toContainText('dit evenement gaat niet door');

  // The member is mailed, and the page tells them; there is nothing left to sign up for or out of.
  await sendMails();
  const mail = await waitForMail(MEMBER, before, `Gaat niet door: ${title}`);
  expect(mail.text).toContain('Dit evenement is geannuleerd door de organisatie (Activiteitencommissie)');
  const memberPage = await (await browser.newContext()).newPage();
  await openAs(memberPage, MEMBER, `/evenementen/${id}`);
  await expect(memberPage.getByTestId('event-cancelled')).toBeVisible();
  await expect(memberPage.getByText('Dit evenement is geannuleerd: aanmelden kan niet meer.')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: /Aanmelden|Afmelden/ })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: /annuleren|Verwijderen/ })).toHaveCount(0);
  // The cancellation stays on the event as the organisers' message, by who cancelled it.
  const messages = memberPage.getByRole('list', { name: 'Berichten' });
  await expect(messages).toContainText('Anouk Activiteiten');
  await expect(messages).toContainText('Dit evenement is geannuleerd: het gaat niet door.');

  // Once cancelled, the organiser may delete it; the dialog says who was on it.
  await organiserPage.getByRole('button', { name: 'Verwijderen' }).click();
  const deleting = organiserPage.getByRole('dialog', { name: 'Evenement verwijderen?' });
  await expect(deleting).toContainText('1 lid was aangemeld. Zij kregen bij het annuleren een mail.');
  await deleting.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(organiserPage).toHaveURL(/\/evenementen$/);
  await expect(organiserPage.getByText(`“${title}” is verwijderd.`)).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByText(`Page Not Found: /evenementen/${id}`)).toBeVisible();
});

test('an organiser deletes an event nobody signed up for straight away', async ({ page }) => {
  const title = `Dubbele training ${Date.now()}`;
  const id = await organisersEvent(title);
  await openAs(page, 'activiteiten', `/evenementen/${id}`);
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const deleting = page.getByRole('dialog', { name: 'Evenement verwijderen?' });
  await expect(deleting).toContainText('Er is nog niemand aangemeld.');
  await deleting.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(/\/evenementen$/);
  await page.goto(`/evenementen/${id}`);
  await expect(page.getByText(`Page Not Found: /evenementen/${id}`)).toBeVisible();
});
