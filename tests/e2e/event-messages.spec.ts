import { expect, test } from '@playwright/test';
import {
  adminToken,
  apiSend,
  apiToken,
  committeeId,
  farFuture,
  MAIL_API,
  mailCount,
  memberIdOf,
  openAs,
  type Mail,
  waitForMail,
} from './support.ts';

// Organisers send their participants a message (#34): from the event page, to everyone, those
// with a place or the waiting list. It is mailed and listed on the event page for the members it
// went to. The event is years ahead, after the demo events, and deleted at the end.

const PLACE = 'daan.de.vries@tjas.example';
const WAITING = 'lid@tjas.example';

test('an organiser messages the members with a place; they read it on the event and in their mail, the waiting list does not', async ({
  browser,
}) => {
  const organiser = await apiToken('activiteiten');
  const title = `Schaatsles ${Date.now()}`;
  const event = await apiSend<{ id: string }>('POST', '/collections/events/records', organiser, {
    title,
    start: farFuture(6),
    location: 'Thialf',
    organiser: await committeeId('Activiteitencommissie', organiser),
    capacity: 1,
  });
  for (const login of [PLACE, WAITING]) {
    const member = await apiToken(login);
    await apiSend('POST', '/collections/signups/records', member, { event: event.id, user: memberIdOf(member) });
  }
  await apiSend('POST', '/tjas/mails/versturen', await adminToken()); // the sign-ups' own mails
  const before = await mailCount();

  try {
    const page = await (await browser.newContext()).newPage();
    await openAs(page, 'activiteiten', `/evenementen/${event.id}`);
    const card = page.getByRole('region', { name: 'Berichten van de organisatie' });
    const form = card.getByRole('form', { name: 'Bericht aan de deelnemers' });
    await form.getByRole('radio', { name: 'Wie een plek heeft (1 lid)' }).check();
    // Nothing written: the message is asked for at its field, and nothing is sent.
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByText('Schrijf het bericht.')).toBeVisible();
    await form.getByLabel('Bericht').fill('We verzamelen om 18:45 bij de ingang.\n\nNeem je helm mee.');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Verstuurd aan 1 lid.')).toBeVisible();
    await expect(form.getByLabel('Bericht')).toHaveValue('');
    await expect(card.getByRole('list', { name: 'Berichten' })).toContainText('Anouk Activiteiten');
    await expect(card.getByRole('list', { name: 'Berichten' })).toContainText('aan wie een plek heeft (1 lid)');

    await apiSend('POST', '/tjas/mails/versturen', await adminToken());
    const mail = await waitForMail(PLACE, before, `Bericht over ${title}`);
    expect(mail.text).toContain('We verzamelen om 18:45 bij de ingang.');
    const member = await (await browser.newContext()).newPage();
    await openAs(member, PLACE, `/evenementen/${event.id}`);
    await expect(member.getByRole('list', { name: 'Berichten' })).toContainText('Neem je helm mee.');
    await expect(member.getByRole('form', { name: 'Bericht aan de deelnemers' })).toHaveCount(0);

    // The waiting list was not addressed: no card, no mail.
    const waiting = await (await browser.newContext()).newPage();
    await openAs(waiting, WAITING, `/evenementen/${event.id}`);
    await expect(waiting.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(waiting.getByText('Berichten van de organisatie')).toHaveCount(0);
    const mails = ((await (await fetch(MAIL_API)).json()) as Mail[]).slice(before);
    const addressed = mails.filter((sent) => sent.subject.includes(`Bericht over ${title}`)).flatMap((sent) => sent.to);
    expect(addressed).toEqual([expect.stringContaining(PLACE)]);
  } finally {
    await apiSend('PATCH', `/collections/events/records/${event.id}`, organiser, { cancelled: true });
    await apiSend('DELETE', `/collections/events/records/${event.id}`, organiser);
  }
});
