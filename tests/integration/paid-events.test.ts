import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Paid events: the organisers mark who paid; the mark is for them and the member only.

let pb: TestPocketBase;
const members: Record<string, PocketBase> = {};
const ids: Record<string, string> = {};

const markPaid = (who: PocketBase, signupId: string, body: unknown) =>
  who.send<{ betaald: boolean }>(`/api/tjas/aanmeldingen/${signupId}/betaald`, { method: 'PUT', body });
const marks = (who: PocketBase, eventId: string) =>
  who.collection('signup_payments').getFullList({ filter: `event = "${eventId}"` });

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  for (const name of ['lid', 'sport', 'activiteiten', 'bestuur'])
    members[name] = await pb.member(`${name}@tjas.example`, DEMO_PASSWORD);
  Object.assign(ids, await seededIds(pb));
}, 60_000);
afterAll(async () => {
  await pb?.stop();
});

async function paidEvent(price = 1250) {
  const event = await pb.admin.collection('events').create({
    title: 'Kerstdiner proef',
    start: '2030-12-20 17:00:00.000Z',
    organiser: ids['Activiteitencommissie'],
    price,
    payment_instructions: 'Maak het bedrag over.',
  });
  const lid = await members['lid']!.collection('signups').create({ event: event.id, user: ids['lid'] });
  const sport = await members['sport']!.collection('signups').create({ event: event.id, user: ids['sport'] });
  return { event, lid, sport };
}

describe('the organisers\u2019 mark of who paid', () => {
  it('is set and taken back by the organisers and admins, and read only by them and the member', async () => {
    const { event, lid, sport } = await paidEvent();
    await expect(markPaid(members['activiteiten']!, lid.id, { betaald: true })).resolves.toEqual({
      betaald: true,
      id: expect.any(String),
    });
    // Twice is still one mark.
    await expect(markPaid(members['activiteiten']!, lid.id, { betaald: true })).resolves.toMatchObject({
      betaald: true,
    });
    await expect(markPaid(members['bestuur']!, sport.id, { betaald: true })).resolves.toMatchObject({ betaald: true });

    expect((await marks(members['activiteiten']!, event.id)).map((mark) => mark['user']).sort()).toEqual(
      [ids['lid'], ids['sport']].sort(),
    );
    const own = await marks(members['lid']!, event.id);
    expect(own.map((mark) => [mark['signup'], mark['marked_by']])).toEqual([[lid.id, ids['activiteiten']]]);
    // Sign-ups are listed for every member; who paid is not.
    expect(await marks(members['sport']!, event.id)).toHaveLength(1);
    expect((await marks(members['sport']!, event.id))[0]?.['user']).toBe(ids['sport']);

    await expect(markPaid(members['activiteiten']!, lid.id, { betaald: false })).resolves.toEqual({
      betaald: false,
      id: '',
    });
    expect(await marks(members['lid']!, event.id)).toEqual([]);
  });

  it('cannot be set by the member themselves or another member, nor through the records API', async () => {
    const { event, lid } = await paidEvent();
    await expect(markPaid(members['lid']!, lid.id, { betaald: true })).rejects.toMatchObject({
      status: 403,
      response: { message: 'Alleen de organisatie van dit evenement houdt bij wie er betaald heeft.' },
    });
    await expect(markPaid(members['sport']!, lid.id, { betaald: true })).rejects.toMatchObject({ status: 403 });
    await expect(
      members['lid']!.collection('signup_payments').create({ signup: lid.id, event: event.id, user: ids['lid'] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      pb.client().send(`/api/tjas/aanmeldingen/${lid.id}/betaald`, { method: 'PUT', body: { betaald: true } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(await marks(pb.admin, event.id)).toEqual([]);
  });

  it('answers bad input, a free event and a sign-up that is gone in Dutch, and leaves with the sign-up', async () => {
    const { event, lid } = await paidEvent();
    await expect(markPaid(members['activiteiten']!, lid.id, { betaald: 'ja' })).rejects.toMatchObject({
      status: 400,
      response: { message: 'Geef aan of deze aanmelding betaald is.' },
    });
    await expect(markPaid(members['activiteiten']!, 'bestaatniet1234', { betaald: true })).rejects.toMatchObject({
      status: 404,
      response: { message: 'Deze aanmelding bestaat niet (meer).' },
    });
    const free = await paidEvent(0);
    await expect(markPaid(members['activiteiten']!, free.lid.id, { betaald: true })).rejects.toMatchObject({
      status: 409,
      response: { message: 'Dit evenement is gratis: er valt niets te betalen.' },
    });

    await markPaid(members['activiteiten']!, lid.id, { betaald: true });
    await members['lid']!.collection('signups').delete(lid.id);
    expect(await marks(pb.admin, event.id)).toEqual([]);
  });
});

describe('how a paid event says to pay (#32 item 4)', () => {
  const organiser = () => members['activiteiten']!.collection('events');
  const paid = (fields: Record<string, unknown>) => ({
    title: 'Schaatsdiner',
    start: '2030-11-20 17:00:00.000Z',
    organiser: ids['Activiteitencommissie'],
    price: 750,
    ...fields,
  });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'saved',
      (error: { status: number; response: { data: Record<string, { message: string }> } }) =>
        `${error.status} ${error.response.data['payment_instructions']?.message}`,
    );

  it('is asked of the organisers, without an amount: the site works out each member’s own', async () => {
    await expect(refusal(organiser().create(paid({})))).resolves.toBe(
      '400 Schrijf hoe leden betalen, bijvoorbeeld: maak het over naar NL00 BANK 0123 4567 89 t.n.v. Tjas o.v.v. je naam.',
    );
    await expect(refusal(organiser().create(paid({ payment_instructions: 'Maak € 7,50 over.' })))).resolves.toBe(
      '400 Noem hier geen bedrag: de site zet bij elk lid zelf wat het betaalt, met zijn introducés erbij.',
    );
    const event = await organiser().create(
      paid({ payment_instructions: 'Maak het over naar NL12 DEMO 0123 4567 89.' }),
    );
    await expect(
      refusal(organiser().update(event.id, { payment_instructions: 'Betaal 7,50 euro aan de deur.' })),
    ).resolves.toMatch(/^400 Noem hier geen bedrag/);
    // A free event needs none.
    await expect(refusal(organiser().create(paid({ price: 0 })))).resolves.toBe('saved');
  });

  it('does not stop an event saved before the rule from being changed otherwise or cancelled', async () => {
    const old = await pb.admin.collection('events').create(paid({ payment_instructions: 'Maak € 7,50 over.' }));
    await expect(refusal(organiser().update(old.id, { location: 'Clubhuis' }))).resolves.toBe('saved');
    await expect(refusal(organiser().update(old.id, { cancelled: true }))).resolves.toBe('saved');
  });
});
