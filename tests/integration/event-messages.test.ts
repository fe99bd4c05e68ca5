import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type { CaughtMail, MailCatcher } from '@tjas/backend/mail-catcher';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catchMails } from './support/mail-catching.ts';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Organisers send an event's participants a message (#34): everyone with a place, the waiting
// list, or both. It is mailed to each of them (unless they turned these mails off) and listed on
// the event for the members it went to and the organisers; nobody else reads it, and only the
// organising committee and admins send one. A cancellation leaves one itself.

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
async function eventWithSignups() {
  const event = await pb.admin.collection('events').create({
    title: 'Schaatsles Thialf',
    start: '2030-02-02 18:00:00.000Z',
    location: 'Thialf',
    organiser: ids['Activiteitencommissie'],
    capacity: 2,
  });
  for (const name of ['lid', 'sport', 'media'])
    await members[name]!.collection('signups').create({ event: event.id, user: ids[name] });
  await deliver();
  catcher.messages.length = 0;
  return event;
}

async function send(member: string, eventId: string, body: Record<string, unknown>) {
  const response = await fetch(`${pb.url}/api/tjas/evenementen/${eventId}/berichten`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: members[member]!.authStore.token },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The message bodies `member` may read of the event, newest first. */
async function readable(member: string, eventId: string): Promise<string[]> {
  const list = await members[member]!.collection('event_messages').getFullList({
    filter: members[member]!.filter('event = {:event}', { event: eventId }),
    sort: '-created',
  });
  return list.map((message) => message['body'] as string);
}

describe('a message to an event’s participants', () => {
  it('goes to the audience the organisers choose, by mail, and is read by them alone', async () => {
    const event = await eventWithSignups();
    const toPlaces = await send('activiteiten', event.id, {
      audience: 'confirmed',
      body: '  We verzamelen om 18:45 bij de ingang.\n\nNeem je eigen schaatsen mee.  ',
    });
    expect(toPlaces.status).toBe(201);
    expect(toPlaces.body).toMatchObject({
      audience: 'confirmed',
      body: 'We verzamelen om 18:45 bij de ingang.\n\nNeem je eigen schaatsen mee.',
      recipients: 2,
      author_name: 'Anouk Activiteiten',
      automatic: false,
    });
    const toWaiting = await send('activiteiten', event.id, {
      audience: 'waiting',
      body: 'Er komt misschien plek vrij.',
    });
    expect(toWaiting.body).toMatchObject({ recipients: 1 });

    expect(await deliver()).toEqual({ sent: 3, failed: 0 });
    const [mail] = mailsTo('lid');
    expect(mail?.subject).toBe('Bericht over Schaatsles Thialf - Tjas');
    expect(mail?.text).toContain(
      'Anouk Activiteiten stuurt iedereen met een plek van Schaatsles Thialf (za 2 feb 2030, 19:00 in Thialf) een bericht:',
    );
    expect(mail?.text).toContain('We verzamelen om 18:45 bij de ingang.');
    expect(mail?.text).toContain('Neem je eigen schaatsen mee.');
    expect(mail?.text).toContain(`${pb.url}/evenementen/${event.id}`);
    expect(mailsTo('sport')).toHaveLength(1);
    expect(mailsTo('media').map((sent) => sent.text)).toEqual([
      expect.stringContaining('Er komt misschien plek vrij.'),
    ]);

    // Each reads what went to them; the organisers read both; a member not on the event neither.
    expect(await readable('lid', event.id)).toEqual([toPlaces.body['body']]);
    expect(await readable('media', event.id)).toEqual(['Er komt misschien plek vrij.']);
    expect(await readable('activiteiten', event.id)).toEqual(['Er komt misschien plek vrij.', toPlaces.body['body']]);
    expect(await readable('bestuur', event.id)).toHaveLength(2); // an admin
    expect(await readable('kleding', event.id)).toEqual([]);
    await expect(
      members['kleding']!.collection('event_messages').getOne(toPlaces.body['id'] as string),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      members['media']!.collection('event_messages').getOne(toPlaces.body['id'] as string),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('is sent by the organising committee and admins only, and never written through the API', async () => {
    const event = await eventWithSignups();
    for (const member of ['lid', 'sport', 'kleding']) {
      const refused = await send(member, event.id, { audience: 'all', body: 'Hallo allemaal' });
      expect(refused.status, member).toBe(403);
      expect(refused.body['message']).toBe('Alleen de organisatie van dit evenement stuurt de deelnemers een bericht.');
    }
    expect(
      (await send('bestuur', event.id, { audience: 'all', body: 'Namens het bestuur: veel plezier!' })).status,
    ).toBe(201);
    await expect(
      members['activiteiten']!.collection('event_messages').create({ event: event.id, audience: 'all', body: 'x' }),
    ).rejects.toMatchObject({ status: 403 });
    const [message] = await members['activiteiten']!.collection('event_messages').getFullList({
      filter: members['activiteiten']!.filter('event = {:event}', { event: event.id }),
    });
    await expect(
      members['activiteiten']!.collection('event_messages').update(message!.id, { body: 'anders' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(members['bestuur']!.collection('event_messages').delete(message!.id)).rejects.toMatchObject({
      status: 403,
    });
    const missing = await send('activiteiten', 'bestaatniet1234', { audience: 'all', body: 'Hallo' });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Dit evenement bestaat niet (meer).' } });
  });

  it('refuses bad input with a Dutch 400 that names the field, and a message nobody would get', async () => {
    const event = await eventWithSignups();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ audience: 'everyone', body: 'Hallo' }, 'audience', /^Kies wie het bericht krijgt/],
      [{ audience: 'all', body: '   ' }, 'body', /^Schrijf het bericht\.$/],
      [{ audience: 'all', body: 'x'.repeat(2001) }, 'body', /hooguit 2000 tekens; dit heeft er 2001/],
      [{ audience: 'all', body: ['lijst'] }, 'body', /^Schrijf het bericht\.$/],
    ];
    for (const [body, field, message] of cases) {
      const refused = await send('activiteiten', event.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((refused.body['data'] as Record<string, { message: string }>)[field]?.message).toMatch(message);
    }
    const other = await pb.admin.collection('events').create({
      title: 'Lege training',
      start: '2030-02-03 18:00:00.000Z',
      organiser: ids['Activiteitencommissie'],
    });
    expect(await send('activiteiten', other.id, { audience: 'waiting', body: 'Hallo' })).toMatchObject({
      status: 409,
      body: { message: 'Er staat niemand op de wachtlijst: het bericht is niet verstuurd.' },
    });
    expect(await pb.admin.collection('event_messages').getFullList({ filter: `event = "${event.id}"` })).toEqual([]);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it('sent twice at once (a double click) is one message and one mail each', async () => {
    const event = await eventWithSignups();
    const body = { audience: 'all', body: 'Vergeet je helm niet.' };
    const answers = await Promise.all([send('activiteiten', event.id, body), send('activiteiten', event.id, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body['message']).toBe(
      'Dit is zojuist al verstuurd en één keer opgeslagen.',
    );
    expect(await readable('activiteiten', event.id)).toEqual(['Vergeet je helm niet.']);
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });
  });

  it('is not mailed to a member who turned these mails off, who still reads it on the event', async () => {
    const event = await eventWithSignups();
    const off = await fetch(`${pb.url}/api/tjas/mijn-mailvoorkeuren`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: members['sport']!.authStore.token },
      body: JSON.stringify({ off: ['bericht'] }),
    });
    expect(off.status).toBe(200);
    try {
      await send('activiteiten', event.id, { audience: 'confirmed', body: 'De training begint later.' });
      expect(await deliver()).toEqual({ sent: 1, failed: 0 });
      expect(mailsTo('sport')).toEqual([]);
      expect(await readable('sport', event.id)).toEqual(['De training begint later.']);
      expect(mailsTo('sport')).toHaveLength(0);
      expect(mailsTo('lid')[0]?.text).toContain('Wil je deze mails niet meer?');
    } finally {
      await fetch(`${pb.url}/api/tjas/mijn-mailvoorkeuren`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: members['sport']!.authStore.token },
        body: JSON.stringify({ off: [] }),
      });
    }
  });

  it('is left by a cancellation for everyone on the event, without a second mail', async () => {
    const event = await eventWithSignups();
    await members['activiteiten']!.collection('events').update(event.id, { cancelled: true });
    expect(await deliver()).toEqual({ sent: 3, failed: 0 }); // the cancellation's own mails
    const [message] = await members['media']!.collection('event_messages').getFullList({
      filter: members['media']!.filter('event = {:event}', { event: event.id }),
    });
    expect(message).toMatchObject({
      audience: 'all',
      automatic: true,
      recipients: 3,
      author_name: 'Anouk Activiteiten',
    });
    expect(message!['body']).toMatch(/^Dit evenement is geannuleerd: het gaat niet door\./);
  });
});
