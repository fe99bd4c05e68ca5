import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type { CaughtMail, MailCatcher } from '@tjas/backend/mail-catcher';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testSiteDir } from '../fixtures/section-bundle.ts';
import { catchMails, mailSettings } from './support/mail-catching.ts';
import { seededIds } from './support/seeded-ids.ts';
import { freePort, startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Members get a Dutch mail when something happens to them: a place from the waiting list, an
// answer to a submission, an order that someone else moved. The mail is saved with the change
// and sent by a job, never in the member's request; a mail server that is down delays it.

let pb: TestPocketBase;
let catcher: MailCatcher;
const members: Record<string, PocketBase> = {};
const ids: Record<string, string> = {};

/** Sends what is due now, as the job does every minute. */
let deliver: () => Promise<{ sent: number; failed: number }>;

async function mailsTo(username: string): Promise<CaughtMail[]> {
  const address = `${username}@tjas.example`;
  return catcher.messages.filter((mail) => mail.to.includes(address));
}

beforeAll(async () => {
  pb = await startTestPocketBase({ publicDir: await testSiteDir(), seeded: true });
  ({ catcher, deliver } = await catchMails(pb));
  for (const name of ['lid', 'sport', 'media', 'kleding', 'ict', 'activiteiten'])
    members[name] = await pb.member(`${name}@tjas.example`, DEMO_PASSWORD);
  Object.assign(ids, await seededIds(pb));
}, 60_000);
afterAll(async () => {
  await catcher?.stop();
  await pb?.stop();
});
beforeEach(async () => {
  await deliver(); // nothing left over from the demo data or another test
  catcher.messages.length = 0;
});

/** An event with one place: `first` takes it, `second` waits. */
async function fullEvent(first: string, second: string) {
  const event = await pb.admin.collection('events').create({
    title: 'Ijsbaantraining',
    start: '2030-01-12 18:30:00.000Z',
    location: 'Jaap Eden',
    organiser: ids['Activiteitencommissie'],
    capacity: 1,
  });
  const taken = await members[first]!.collection('signups').create({ event: event.id, user: ids[first] });
  await members[second]!.collection('signups').create({ event: event.id, user: ids[second] });
  await dropSignupConfirmations(); // tested on their own below
  return { event, taken };
}

/** Removes the unsent confirmations of sign-ups, so a test sees only the mails it is about. */
async function dropSignupConfirmations() {
  for (const mail of await pb.admin
    .collection('mail_outbox')
    .getFullList({ filter: "kind = 'aanmelding' && sent = ''" }))
    await pb.admin.collection('mail_outbox').delete(mail.id);
}

describe('a sign-up', () => {
  it('is confirmed by mail: a place on a paid event with what it costs and how to pay, a waiting list with its place', async () => {
    const event = await members['activiteiten']!.collection('events').create({
      title: 'Kerstborrel',
      start: '2030-12-20 19:00:00.000Z',
      location: 'Café De Beugel',
      organiser: ids['Activiteitencommissie'],
      capacity: 1,
      price: 1250,
      payment_instructions: 'Maak het over naar NL12 DEMO 0123 4567 89 o.v.v. Kerstborrel.',
    });
    const place = await members['lid']!.collection('signups').create({ event: event.id, user: ids['lid'] });
    await members['sport']!.collection('signups').create({ event: event.id, user: ids['sport'] });
    await members['media']!.collection('signups').create({ event: event.id, user: ids['media'] });
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });

    const [confirmed] = await mailsTo('lid');
    expect(confirmed?.subject).toBe('Je bent aangemeld: Kerstborrel - Tjas');
    expect(confirmed?.text).toContain('Je bent aangemeld voor Kerstborrel (vr 20 dec 2030, 20:00 in Café De Beugel).');
    expect(confirmed?.text).toContain('Te betalen: € 12,50.');
    expect(confirmed?.text).toContain('Betalen: Maak het over naar NL12 DEMO 0123 4567 89 o.v.v. Kerstborrel.');
    expect(confirmed?.html).toContain('NL12 DEMO 0123 4567 89');
    expect(confirmed?.text).toContain(`${pb.url}/evenementen/${event.id}`);
    const [second] = await mailsTo('media');
    expect(second?.subject).toBe('Je staat op de wachtlijst: Kerstborrel - Tjas');
    expect(second?.text).toContain('Je staat op plek 2 van de wachtlijst voor Kerstborrel');
    expect(second?.text).not.toContain('Kosten');

    // Moving up brings how to pay as well.
    await members['lid']!.collection('signups').delete(place.id);
    await deliver();
    const promoted = (await mailsTo('sport')).find((mail) => mail.subject.startsWith('Je hebt een plek'));
    expect(promoted?.text).toContain('Te betalen: € 12,50.');
    expect(promoted?.text).toContain('Betalen: Maak het over');
  });

  it('with a guest names the guest and says what the member pays for the two of them', async () => {
    const event = await pb.admin.collection('events').create({
      title: 'Gala',
      start: '2030-03-01 19:00:00.000Z',
      organiser: ids['Bestuur'],
      capacity: 10,
      max_guests: 1,
      price: 3500,
    });
    await members['lid']!.collection('signups').create({ event: event.id, user: ids['lid'], guests: ['Piet Jansen'] });
    await deliver();
    const [mail] = await mailsTo('lid');
    expect(mail?.text).toContain('Je bent aangemeld voor Gala (vr 1 mrt 2030, 20:00) met je introducé Piet Jansen.');
    expect(mail?.text).toContain('Te betalen: € 70,00 voor jou en je introducé (2 × € 35,00).');
    expect(mail?.text).toContain('Hoe je betaalt, hoor je van de organisatie.');
  });

  it('is saved with its words and parts; the job renders its HTML when it sends it, the same words and guests', async () => {
    const event = await pb.admin.collection('events').create({
      title: 'Voorjaarsgala',
      start: '2030-04-05 18:00:00.000Z',
      location: 'Schaats & IJs',
      organiser: ids['Bestuur'],
      capacity: 10,
      max_guests: 2,
    });
    await members['lid']!.collection('signups').create({
      event: event.id,
      user: ids['lid'],
      guests: ['Piet Jansen', 'Klaas & Co'],
    });
    const queued = await pb.admin
      .collection('mail_outbox')
      .getFirstListItem(`user = "${ids['lid']}" && sent = '' && subject ~ 'Voorjaarsgala'`);
    const words =
      'Je bent aangemeld voor Voorjaarsgala (vr 5 apr 2030, 20:00 in Schaats & IJs) met je introducés Piet Jansen en Klaas & Co.';
    expect(queued['text']).toContain(words);
    // Not rendered in the sign-up's transaction: ~3.5 KB less per sign-up when an event opens.
    expect(queued['html']).toBe('');
    expect(queued['parts']).toMatchObject({ name: 'Lotte de Lid', paragraphs: expect.arrayContaining([words]) });

    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await mailsTo('lid');
    expect(mail?.text).toBe(queued['text']);
    expect(mail?.html).toContain(
      'Je bent aangemeld voor Voorjaarsgala (vr 5 apr 2030, 20:00 in Schaats &amp; IJs) met je introducés Piet Jansen en Klaas &amp; Co.',
    );
    expect(mail?.html).toContain('Hoi Lotte de Lid,');
    expect(mail?.html).toContain(`href="${pb.url}/evenementen/${event.id}"`);
    expect(mail?.html).toContain(`href="${pb.url}/account/mijn-account"`);
    // Kept with the mail once sent: the dashboard shows what went out.
    const sent = await pb.admin.collection('mail_outbox').getOne(queued.id);
    expect(sent['sent']).not.toBe('');
    expect(String(sent['html'])).toContain('met je introducés Piet Jansen en Klaas &amp; Co.');
  });

  it('of a party that moves up from the waiting list names its guest and what the member pays', async () => {
    const event = await pb.admin.collection('events').create({
      title: 'Schaatsdisco',
      start: '2030-03-08 19:00:00.000Z',
      organiser: ids['Activiteitencommissie'],
      capacity: 2,
      max_guests: 1,
      price: 750,
    });
    const place = await members['lid']!.collection('signups').create({ event: event.id, user: ids['lid'] });
    await members['sport']!.collection('signups').create({
      event: event.id,
      user: ids['sport'],
      guests: ['Klaas Vaak'],
    });
    await deliver();
    const [waiting] = await mailsTo('sport');
    expect(waiting?.text).toContain('Je staat met je introducé Klaas Vaak op plek 1 van de wachtlijst');
    catcher.messages.length = 0;

    await members['lid']!.collection('signups').delete(place.id);
    await deliver();
    const promoted = (await mailsTo('sport')).find((mail) => mail.subject.startsWith('Je hebt een plek'));
    expect(promoted?.text).toContain('Je stond op de wachtlijst en bent nu aangemeld met je introducé Klaas Vaak.');
    expect(promoted?.text).toContain('Te betalen: € 15,00 voor jou en je introducé (2 × € 7,50).');
  });

  it('of a free event says nothing about paying, and is not sent to a member who turned it off', async () => {
    const event = await pb.admin
      .collection('events')
      .create({ title: 'Schaatsles', start: '2030-02-01 18:00:00.000Z', organiser: ids['Sportcommissie'] });
    await members['lid']!.collection('signups').create({ event: event.id, user: ids['lid'] });
    await members['media']!.send('/api/tjas/mijn-mailvoorkeuren', { method: 'PUT', body: { off: ['aanmelding'] } });
    try {
      await members['media']!.collection('signups').create({ event: event.id, user: ids['media'] });
      await deliver();
      const [mail] = await mailsTo('lid');
      expect(mail?.subject).toBe('Je bent aangemeld: Schaatsles - Tjas');
      expect(mail?.text).not.toMatch(/Kosten|Betalen/);
      expect(await mailsTo('media')).toEqual([]);
    } finally {
      await members['media']!.send('/api/tjas/mijn-mailvoorkeuren', { method: 'PUT', body: { off: [] } });
    }
  });
});

describe('a place from the waiting list', () => {
  it('is mailed in Dutch, with the event in Amsterdam time and a link that opens it', async () => {
    const { event, taken } = await fullEvent('sport', 'media');
    await members['sport']!.collection('signups').delete(taken.id);
    expect(await mailsTo('media')).toEqual([]); // not sent in the request
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await mailsTo('media');
    expect(mail?.subject).toBe('Je hebt een plek: Ijsbaantraining - Tjas');
    expect(mail?.from).toBe('leden@tjas.example');
    expect(mail?.text).toContain('Hoi Mila Media,');
    // 18:30 UTC in January is 19:30 in Amsterdam.
    expect(mail?.text).toContain(
      'Er is een plek vrijgekomen bij Ijsbaantraining (za 12 jan 2030, 19:30 in Jaap Eden).',
    );
    const link = `${pb.url}/evenementen/${event.id}`;
    expect(mail?.text).toContain(`Bekijk het evenement: ${link}`);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain(`Zet ze uit bij E-mails op ${pb.url}/account/mijn-account`);
    expect((await fetch(link)).status).toBe(200);
    // Sent once: the next run finds nothing due.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it('is not sent to a member who turned these mails off in their account', async () => {
    const preferences = (who: PocketBase, method: 'GET' | 'PUT', off?: unknown) =>
      who.send<{ off: string[] }>('/api/tjas/mijn-mailvoorkeuren', {
        method,
        ...(off === undefined ? {} : { body: { off } }),
      });
    await expect(preferences(members['media']!, 'PUT', ['wachtlijst', 'spam'])).rejects.toMatchObject({ status: 400 });
    await expect(preferences(members['media']!, 'PUT', ['wachtlijst', 'wachtlijst'])).resolves.toEqual({
      off: ['wachtlijst'],
    });
    await expect(preferences(members['media']!, 'GET')).resolves.toEqual({ off: ['wachtlijst'] });
    // Theirs alone: not shown to other members, not set through the records API, not by an admin.
    expect((await members['lid']!.collection('users').getOne(ids['media']!))['mail_off']).toBeUndefined();
    await members['media']!.collection('users')
      .update(ids['media']!, { mail_off: [] })
      .catch(() => undefined);
    await members['ict']!.collection('users')
      .update(ids['media']!, { mail_off: [] })
      .catch(() => undefined);
    await expect(preferences(members['media']!, 'GET')).resolves.toEqual({ off: ['wachtlijst'] });
    try {
      const { event, taken } = await fullEvent('sport', 'media');
      await members['sport']!.collection('signups').delete(taken.id);
      // The place is theirs all the same; only the mail stays out.
      expect(
        (await pb.admin.collection('signups').getFirstListItem(`event = "${event.id}" && user = "${ids['media']}"`))[
          'status'
        ],
      ).toBe('confirmed');
      expect(
        await pb.admin.collection('mail_outbox').getFullList({ filter: `user = "${ids['media']}" && sent = ''` }),
      ).toEqual([]);
      await deliver();
      expect(await mailsTo('media')).toEqual([]);
    } finally {
      await preferences(members['media']!, 'PUT', []);
    }
  });
});

describe('an answer to a submission', () => {
  it('is mailed to the submitter with the new status and the committee\u2019s answer', async () => {
    const submission = await members['lid']!.collection('submissions').create({
      kind: 'technische-hulp',
      title: 'Inloggen lukt niet op mijn telefoon',
      body: 'Ik krijg een foutmelding als ik wil inloggen.',
    });
    await members['ict']!.collection('submissions').update(submission.id, {
      status: 'afgehandeld',
      response: 'Opgelost: probeer het nog eens.',
    });
    await deliver();
    const [mail] = await mailsTo('lid');
    expect(mail?.subject).toBe('Je inzending "Inloggen lukt niet op mijn telefoon": afgehandeld - Tjas');
    expect(mail?.text).toContain(
      'ICT-commissie heeft je inzending "Inloggen lukt niet op mijn telefoon" bijgewerkt. De status is nu: afgehandeld.',
    );
    expect(mail?.text).toContain('Opgelost: probeer het nog eens.');
    expect(mail?.text).toContain(`${pb.url}/acties`);
  });
});

describe('an order that changes', () => {
  it('is mailed when the Kledingcommissie moves it, not when the member cancels it themselves', async () => {
    const product = await pb.admin
      .collection('products')
      .create({ name: 'Wielershirt', category: 'fietskleding', price: 4500, active: true });
    const variant = await pb.admin.collection('product_variants').create({ product: product.id, size: 'L', stock: 5 });
    const paid = await members['lid']!.collection('orders').create({ variant: variant.id, quantity: 2 });
    await members['kleding']!.collection('orders').update(paid.id, { status: 'betaald' });
    const own = await members['lid']!.collection('orders').create({ variant: variant.id, quantity: 1 });
    await members['lid']!.collection('orders').update(own.id, { status: 'geannuleerd' });
    await deliver();
    const mails = await mailsTo('lid');
    expect(mails.map((mail) => mail.subject)).toEqual(['Je bestelling is betaald - Tjas']);
    expect(mails[0]?.text).toContain('Je bestelling van 2 × Wielershirt (L): We hebben je betaling ontvangen.');
  });
});

describe('a mail server that is down', () => {
  it('delays the mail, never the change: it is retried later and then sent', async () => {
    await pb.admin.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: await freePort(), tls: false } });
    const { event, taken } = await fullEvent('activiteiten', 'lid');
    await members['activiteiten']!.collection('signups').delete(taken.id);
    // The member has the place, whatever the mail server does.
    const place = await pb.admin
      .collection('signups')
      .getFirstListItem(`event = "${event.id}" && user = "${ids['lid']}"`);
    expect(place['status']).toBe('confirmed');
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    const [queued] = await pb.admin
      .collection('mail_outbox')
      .getFullList({ filter: `user = "${ids['lid']}" && sent = ''` });
    expect(queued?.['attempts']).toBe(1);
    expect(String(queued?.['last_error'])).not.toBe('');
    // Not again before its time (a minute after the first failure).
    expect(Date.parse(String(queued?.['next_attempt']).replace(' ', 'T'))).toBeGreaterThan(Date.now() + 30_000);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });

    await pb.admin.settings.update(mailSettings(pb.url, catcher.smtpPort));
    await pb.admin.collection('mail_outbox').update(queued!.id, { next_attempt: '2020-01-01 00:00:00.000Z' }); // its time has come
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect((await mailsTo('lid')).map((mail) => mail.subject)).toEqual(['Je hebt een plek: Ijsbaantraining - Tjas']);
  });

  it('sends a mail an earlier version wrote whole (text and HTML, no parts) as it was written', async () => {
    await pb.admin.collection('mail_outbox').create({
      user: ids['lid'],
      to: 'lid@tjas.example',
      kind: 'bestelling',
      subject: 'Van voor de update - Tjas',
      text: 'Hoi Lotte,\n\nZoals het was.',
      html: '<p>Hoi Lotte,</p><p>Zoals het was.</p>',
      attempts: 0,
    });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await mailsTo('lid');
    expect(mail?.subject).toBe('Van voor de update - Tjas');
    expect(mail?.html).toContain('<p>Hoi Lotte,</p><p>Zoals het was.</p>');
  });

  it('keeps sent mails for 30 days, then removes them; unsent ones stay', async () => {
    const day = 86_400_000;
    const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
    const mail = (subject: string, sent: string) =>
      pb.admin.collection('mail_outbox').create({
        to: 'lid@tjas.example',
        kind: 'bestelling',
        subject,
        text: 'Tekst',
        html: '<p>Tekst</p>',
        attempts: 1,
        sent,
        next_attempt: stamp(Date.now() + day),
      });
    const old = await mail('Oud', stamp(Date.now() - 31 * day));
    const recent = await mail('Recent', stamp(Date.now() - 29 * day));
    const waiting = await mail('Wacht nog', '');
    await deliver();
    await expect(pb.admin.collection('mail_outbox').getOne(old.id)).rejects.toMatchObject({ status: 404 });
    expect((await pb.admin.collection('mail_outbox').getOne(recent.id))['subject']).toBe('Recent');
    expect((await pb.admin.collection('mail_outbox').getOne(waiting.id))['subject']).toBe('Wacht nog');
    await pb.admin.collection('mail_outbox').delete(recent.id);
    await pb.admin.collection('mail_outbox').delete(waiting.id);
  });

  it('keeps the outbox to the server: members cannot read or write it, nor send it', async () => {
    await expect(members['lid']!.collection('mail_outbox').getList()).rejects.toMatchObject({ status: 403 });
    await expect(members['ict']!.send('/api/tjas/mails/versturen', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
    });
  });
});
