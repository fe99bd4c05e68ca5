import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Every status change that moves stock or places, sent many times at once (a double click, a
// retry, two volunteers at the same moment), has the effect of exactly one: the server reads
// the state it changes inside the transaction that writes it.

const PARALLEL = 8;

let pb: TestPocketBase;
let kleding: PocketBase;
let activiteiten: PocketBase;
const committees = new Map<string, string>();
let counter = 0;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  kleding = await pb.member('kleding@tjas.example', DEMO_PASSWORD);
  activiteiten = await pb.member('activiteiten@tjas.example', DEMO_PASSWORD);
  for (const committee of await pb.admin.collection('committees').getFullList())
    committees.set(committee['name'], committee.id);
});
afterAll(() => pb?.stop());

const times = <T>(count: number, make: () => Promise<T>) => Promise.allSettled(Array.from({ length: count }, make));

async function member(): Promise<{ id: string; client: PocketBase }> {
  const email = `parallel${++counter}@tjas.example`;
  const record = await pb.admin.collection('users').create({
    email,
    username: `parallel${counter}`,
    name: `Parallel ${counter}`,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
  });
  return { id: record.id, client: await pb.member(email, DEMO_PASSWORD) };
}

async function orderOfThree(): Promise<{ variant: string; order: string }> {
  const product = await pb.admin
    .collection('products')
    .create({ name: `Parallelshirt ${++counter}`, category: 'fietskleding', price: 2500, active: true });
  const variant = await pb.admin.collection('product_variants').create({ product: product.id, size: 'M', stock: 10 });
  const buyer = await member();
  const order = await buyer.client.collection('orders').create({ variant: variant.id, quantity: 3 });
  return { variant: variant.id, order: order.id };
}

const stock = async (variant: string) =>
  (await pb.admin.collection('product_variants').getOne(variant))['stock'] as number;

describe('orders', () => {
  it(`return their stock once, however many identical cancels arrive at once (${PARALLEL})`, async () => {
    const { variant, order } = await orderOfThree();
    expect(await stock(variant)).toBe(7);
    await times(PARALLEL, () => kleding.collection('orders').update(order, { status: 'geannuleerd' }));
    expect(await stock(variant)).toBe(10);
    expect((await pb.admin.collection('orders').getOne(order))['status']).toBe('geannuleerd');
  });

  it('keep stock and status in step when a cancel races other status changes', async () => {
    const { variant, order } = await orderOfThree();
    const statuses = ['geannuleerd', 'betaald', 'geannuleerd', 'geleverd', 'geannuleerd', 'betaald'];
    await Promise.allSettled(statuses.map((status) => kleding.collection('orders').update(order, { status })));
    const final = (await pb.admin.collection('orders').getOne(order))['status'];
    // Once cancelled an order stays cancelled (it cannot be reopened), and its stock is back once.
    expect(final).toBe('geannuleerd');
    expect(await stock(variant)).toBe(10);
  });
});

describe('sign-ups', () => {
  async function fullEvent(capacity: number) {
    const event = await pb.admin.collection('events').create({
      title: `Volle avond ${++counter}`,
      start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      organiser: committees.get('Activiteitencommissie'),
      capacity,
    });
    const members = [await member(), await member(), await member()];
    const signups = [];
    for (const { id, client } of members)
      signups.push(await client.collection('signups').create({ event: event.id, user: id }));
    return { event: event.id, members, signups };
  }
  const byStatus = async (event: string) => {
    const list = await pb.admin.collection('signups').getFullList({ filter: `event = "${event}"`, sort: 'queue' });
    return list.map((signup) => signup['status']);
  };

  it(`free one place once, however many identical sign-outs arrive at once (${PARALLEL})`, async () => {
    const { event, members, signups } = await fullEvent(1);
    expect(await byStatus(event)).toEqual(['confirmed', 'waiting', 'waiting']);
    const outcomes = await times(PARALLEL, () => members[0]!.client.collection('signups').delete(signups[0]!.id));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ status: 404 });
    expect(await byStatus(event)).toEqual(['confirmed', 'waiting']);
  });

  it(`fill a raised capacity once, however many identical raises arrive at once (${PARALLEL})`, async () => {
    const { event } = await fullEvent(1);
    await times(PARALLEL, () => activiteiten.collection('events').update(event, { capacity: 2 }));
    expect(await byStatus(event)).toEqual(['confirmed', 'confirmed', 'waiting']);
  });

  it(`are stored once, however many identical sign-ups arrive at once (${PARALLEL})`, async () => {
    const event = await pb.admin.collection('events').create({
      title: `Drukke avond ${++counter}`,
      start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      organiser: committees.get('Activiteitencommissie'),
      capacity: 5,
    });
    const { id, client } = await member();
    const outcomes = await times(PARALLEL, () => client.collection('signups').create({ event: event.id, user: id }));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await byStatus(event.id)).toEqual(['confirmed']);
  });
});
