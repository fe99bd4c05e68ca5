import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type { CaughtMail, MailCatcher } from '@tjas/backend/mail-catcher';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catchMails } from './support/mail-catching.ts';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Organisers cancel or delete an event (#32). Cancelling keeps the event, marked cancelled: sign-up
// closes for good and every member with a place or on the waiting list is mailed (as the other
// sign-up mails, through the outbox and the member's preferences). Deleting is for an event
// nobody signed up for, or one that was cancelled: the server refuses it otherwise.

let pb: TestPocketBase;
let catcher: MailCatcher;
const members: Record<string, PocketBase> = {};
const ids: Record<string, string> = {};

let deliver: () => Promise<{ sent: number; failed: number }>;
const mailsTo = (username: string): CaughtMail[] =>
  catcher.messages.filter((mail) => mail.to.includes(`${username}@tjas.example`));

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  ({ catcher, deliver } = await catchMails(pb));
  for (const name of ['lid', 'sport', 'media', 'kleding', 'activiteiten', 'bestuur'])
    members[name] = await pb.member(`${name}@tjas.example`, DEMO_PASSWORD);
  Object.assign(ids, await seededIds(pb));
}, 60_000);
afterAll(async () => {
  await catcher?.stop();
  await pb?.stop();
});
beforeEach(async () => {
  await deliver();
  catcher.messages.length = 0;
});

/** An event of the Activiteitencommissie with two places: lid and sport get them, media waits. */
async function eventWithSignups(fields: Record<string, unknown> = {}) {
  const event = await pb.admin.collection('events').create({
    title: 'Toertocht Weissensee',
    start: '2030-01-26 07:00:00.000Z',
    location: 'Weissensee',
    organiser: ids['Activiteitencommissie'],
    capacity: 2,
    ...fields,
  });
  for (const name of ['lid', 'sport', 'media'])
    await members[name]!.collection('signups').create({ event: event.id, user: ids[name] });
  // Their confirmations are tested elsewhere: only the cancellation's mails are looked at here.
  for (const mail of await pb.admin.collection('mail_outbox').getFullList({ filter: "sent = ''" }))
    await pb.admin.collection('mail_outbox').delete(mail.id);
  return event;
}

describe('cancelling an event', () => {
  it('keeps it, closes sign-up for good and mails everyone on it, with a place or waiting', async () => {
    const event = await eventWithSignups({ price: 1500 });
    const cancelled = await members['activiteiten']!.collection('events').update(event.id, {
      cancelled: true,
      cancelled_at: '2020-01-01 00:00:00.000Z', // the server's, not the request's
    });
    expect(cancelled['cancelled']).toBe(true);
    expect(Date.now() - Date.parse(cancelled['cancelled_at'])).toBeLessThan(60_000);
    // Still listed for members, marked cancelled.
    expect((await members['kleding']!.collection('events').getOne(event.id))['cancelled']).toBe(true);

    expect(await deliver()).toEqual({ sent: 3, failed: 0 });
    const [place] = mailsTo('lid');
    expect(place?.subject).toBe('Gaat niet door: Toertocht Weissensee - Tjas');
    expect(place?.text).toContain('Je was aangemeld voor Toertocht Weissensee (za 26 jan 2030, 08:00 in Weissensee).');
    expect(place?.text).toContain(
      'Dit evenement is geannuleerd door de organisatie (Activiteitencommissie): het gaat niet door en je hoeft je niet af te melden.',
    );
    expect(place?.text).toContain('Had je al betaald?');
    expect(place?.text).toContain(`${pb.url}/evenementen/${event.id}`);
    const [waiting] = mailsTo('media');
    expect(waiting?.text).toContain('Je stond op de wachtlijst voor Toertocht Weissensee');
    expect(waiting?.text).not.toContain('betaald');
    expect(mailsTo('sport')).toHaveLength(1);

    // Sign-up is closed with the server's Dutch reason, for an organiser as well.
    await expect(
      members['kleding']!.collection('signups').create({ event: event.id, user: ids['kleding'] }),
    ).rejects.toMatchObject({
      status: 409,
      response: { message: 'Dit evenement is geannuleerd: aanmelden kan niet meer.' },
    });
    await expect(
      members['activiteiten']!.collection('signups').create({ event: event.id, user: ids['activiteiten'] }),
    ).rejects.toMatchObject({ status: 409 });

    // Nobody moves up for a cancelled event (no mail about a place that is not there).
    const taken = await pb.admin
      .collection('signups')
      .getFirstListItem(`event = "${event.id}" && user = "${ids['lid']}"`);
    await members['lid']!.collection('signups').delete(taken.id);
    await members['activiteiten']!.collection('events').update(event.id, { capacity: 10 });
    const media = await pb.admin
      .collection('signups')
      .getFirstListItem(`event = "${event.id}" && user = "${ids['media']}"`);
    expect(media['status']).toBe('waiting');
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });

    // Cancelled is for good: the organisers cannot take it back (the members were told); a second
    // "cancel" mails nobody again.
    await expect(
      members['activiteiten']!.collection('events').update(event.id, { cancelled: false }),
    ).rejects.toMatchObject({ status: 409 });
    await members['activiteiten']!.collection('events').update(event.id, { cancelled: true });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect((await pb.admin.collection('events').getOne(event.id))['cancelled']).toBe(true);

    // A calendar that has the event is told it is cancelled.
    const ics = await fetch(`${pb.url}/api/tjas/agenda-evenement/${event.id}`, {
      headers: { Authorization: members['lid']!.authStore.token },
    });
    expect(await ics.text()).toMatch(/STATUS:CANCELLED\r\nSUMMARY:Geannuleerd: Toertocht Weissensee\r\n/);
  });

  it('also reaches members who turned sign-up mails off: they would travel to an event that is not there', async () => {
    const event = await eventWithSignups();
    await members['sport']!.send('/api/tjas/mijn-mailvoorkeuren', { method: 'PUT', body: { off: ['aanmelding'] } });
    try {
      await members['activiteiten']!.collection('events').update(event.id, { cancelled: true });
      expect(await deliver()).toEqual({ sent: 3, failed: 0 });
      expect(mailsTo('sport').map((mail) => mail.subject)).toEqual(['Gaat niet door: Toertocht Weissensee - Tjas']);
      expect(mailsTo('sport')[0]!.text).toContain("zo'n bericht krijg je altijd");
      expect(mailsTo('lid')).toHaveLength(1);
    } finally {
      await members['sport']!.send('/api/tjas/mijn-mailvoorkeuren', { method: 'PUT', body: { off: [] } });
    }
  });

  it('is for the organising committee and admins only, and not for an event that is over', async () => {
    const event = await eventWithSignups();
    for (const name of ['lid', 'sport', 'kleding']) {
      await expect(members[name]!.collection('events').update(event.id, { cancelled: true })).rejects.toMatchObject({
        status: 404,
      });
    }
    expect((await pb.admin.collection('events').getOne(event.id))['cancelled']).toBe(false);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    await members['bestuur']!.collection('events').update(event.id, { cancelled: true });
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });

    const over = await pb.admin.collection('events').create({
      title: 'Oude training',
      start: '2024-01-10 18:00:00.000Z',
      organiser: ids['Activiteitencommissie'],
    });
    await expect(
      members['activiteiten']!.collection('events').update(over.id, { cancelled: true }),
    ).rejects.toMatchObject({
      status: 409,
      response: { message: 'Dit evenement is al voorbij: annuleren kan niet meer.' },
    });
  });
});

describe('deleting an event', () => {
  it('is refused while members are signed up, saying how many; allowed once it is cancelled', async () => {
    const event = await eventWithSignups();
    await expect(members['activiteiten']!.collection('events').delete(event.id)).rejects.toMatchObject({
      status: 409,
      response: {
        message:
          'Er zijn 3 leden aangemeld voor dit evenement. Annuleer het eerst, dan krijgen zij een mail; daarna kun je het verwijderen.',
      },
    });
    expect((await pb.admin.collection('signups').getFullList({ filter: `event = "${event.id}"` })).length).toBe(3);
    await members['activiteiten']!.collection('events').update(event.id, { cancelled: true });
    await members['activiteiten']!.collection('events').delete(event.id);
    await expect(pb.admin.collection('events').getOne(event.id)).rejects.toMatchObject({ status: 404 });
    expect((await pb.admin.collection('signups').getFullList({ filter: `event = "${event.id}"` })).length).toBe(0);
  });

  it('keeps an event whose payments are recorded (a refund needs them), and one that is over as history', async () => {
    const event = await eventWithSignups({ price: 750 });
    const [signup] = await pb.admin
      .collection('signups')
      .getFullList({ filter: `event = "${event.id}" && status = "confirmed"`, sort: 'queue' });
    await members['activiteiten']!.send(`/api/tjas/aanmeldingen/${signup!.id}/betaald`, {
      method: 'PUT',
      body: { betaald: true },
    });
    await members['activiteiten']!.collection('events').update(event.id, { cancelled: true });
    await expect(members['activiteiten']!.collection('events').delete(event.id)).rejects.toMatchObject({
      status: 409,
      response: {
        message:
          'Van dit evenement is 1 betaling bijgehouden: het blijft staan, zodat je weet wie je moet terugbetalen.',
      },
    });
    expect((await pb.admin.collection('signup_payments').getFullList({ filter: `event = "${event.id}"` })).length).toBe(
      1,
    );

    const over = await pb.admin.collection('events').create({
      title: 'Training van vorig jaar',
      start: '2024-01-10 18:00:00.000Z',
      organiser: ids['Activiteitencommissie'],
    });
    await pb.admin.collection('signups').create({ event: over.id, user: ids['lid'] });
    await expect(members['activiteiten']!.collection('events').delete(over.id)).rejects.toMatchObject({
      status: 409,
      response: {
        message:
          'Er is 1 lid aangemeld voor dit evenement. Het is voorbij en blijft staan als geschiedenis van wie er was.',
      },
    });
  });

  it('is allowed to the organisers of an event nobody signed up for, and to nobody else', async () => {
    const event = await pb.admin.collection('events').create({
      title: 'Dubbel aangemaakt',
      start: '2030-02-02 10:00:00.000Z',
      organiser: ids['Activiteitencommissie'],
    });
    await expect(members['sport']!.collection('events').delete(event.id)).rejects.toMatchObject({ status: 404 });
    await members['activiteiten']!.collection('events').delete(event.id);
    await expect(pb.admin.collection('events').getOne(event.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('what organisers cannot do quietly', () => {
  it('create an event that is cancelled already: those fields are set by a cancellation only', async () => {
    const event = await members['activiteiten']!.collection('events').create({
      title: 'Meteen geannuleerd',
      start: '2030-03-03 10:00:00.000Z',
      organiser: ids['Activiteitencommissie'],
      cancelled: true,
      cancelled_at: '2020-01-01 00:00:00.000Z',
    });
    expect(event['cancelled']).toBe(false);
    expect(event['cancelled_at']).toBe('');
  });

  it('sign a member off: the member is mailed (also with sign-up mails off); signing yourself off is not', async () => {
    const event = await eventWithSignups();
    const signups = await pb.admin.collection('signups').getFullList({ filter: `event = "${event.id}"` });
    const of = (name: string) => signups.find((signup) => signup['user'] === ids[name])!;
    await members['sport']!.send('/api/tjas/mijn-mailvoorkeuren', { method: 'PUT', body: { off: ['aanmelding'] } });
    try {
      await members['activiteiten']!.collection('signups').delete(of('sport').id);
      await members['lid']!.collection('signups').delete(of('lid').id);
      await deliver();
      expect(mailsTo('sport').map((mail) => mail.subject)).toEqual(['Afgemeld: Toertocht Weissensee - Tjas']);
      expect(mailsTo('sport')[0]!.text).toContain('De organisatie heeft je afgemeld voor Toertocht Weissensee');
      expect(mailsTo('lid').filter((mail) => mail.subject.startsWith('Afgemeld'))).toEqual([]);
    } finally {
      await members['sport']!.send('/api/tjas/mijn-mailvoorkeuren', { method: 'PUT', body: { off: [] } });
    }
  });
});
