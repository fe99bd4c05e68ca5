import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBy, memberChange } from './support/power-confirmation.ts';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
let lid: PocketBase;
let bestuur: PocketBase;
let kleding: PocketBase;
let sport: PocketBase;
let redactie: PocketBase;
const ids: Record<string, string> = {};

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  const clients = await Promise.all(
    ['lid', 'bestuur', 'kleding', 'sport', 'redactie'].map((name) => pb.member(`${name}@tjas.example`, DEMO_PASSWORD)),
  );
  [lid, bestuur, kleding, sport, redactie] = clients as [PocketBase, PocketBase, PocketBase, PocketBase, PocketBase];
  Object.assign(ids, await seededIds(pb));
});
afterAll(() => pb?.stop());

async function variantWithStock(stock: number): Promise<string> {
  const product = await pb.admin
    .collection('products')
    .create({ name: `Shirt ${Date.now()}-${Math.random()}`, category: 'fietskleding', price: 2500, active: true });
  return (await pb.admin.collection('product_variants').create({ product: product.id, size: 'M', stock })).id;
}

describe('orders', () => {
  it('give the last item to exactly one of two members ordering at the same moment', async () => {
    const variant = await variantWithStock(1);
    const [first, second] = await Promise.all([
      lid
        .collection('orders')
        .create({ variant, quantity: 1 })
        .then(
          () => 'ok',
          (error: { status: number; response: { message: string } }) => error,
        ),
      sport
        .collection('orders')
        .create({ variant, quantity: 1 })
        .then(
          () => 'ok',
          (error: { status: number; response: { message: string } }) => error,
        ),
    ]);
    const outcomes = [first, second];
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome !== 'ok')).toMatchObject({
      status: 409,
      response: { message: expect.stringMatching(/uitverkocht/) },
    });
    expect((await pb.admin.collection('product_variants').getOne(variant))['stock']).toBe(0);
  });

  it('never sell more than the stock under a burst of 40 orders', async () => {
    const variant = await variantWithStock(7);
    // Forty different members at once (one member sending the same order twice at once is a
    // double submit, stored once: tests/integration/double-submit.test.ts).
    const members = [];
    for (let index = 0; index < 40; index++) {
      const username = `koper${index}`;
      await pb.admin.collection('users').create({
        username,
        email: `${username}@tjas.example`,
        name: `Koper ${index}`,
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
      });
      members.push(await pb.member(username, DEMO_PASSWORD));
    }
    const results = await Promise.allSettled(
      members.map((member) => member.collection('orders').create({ variant, quantity: 1 }, { requestKey: null })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    expect((await pb.admin.collection('product_variants').getOne(variant))['stock']).toBe(0);
    const sold = await pb.admin.collection('orders').getFullList({ filter: `variant = "${variant}"` });
    expect(sold.reduce((sum, order) => sum + Number(order['quantity']), 0)).toBe(7);
  });

  it('take the price, member and status from the server', async () => {
    const variant = await variantWithStock(3);
    const order = await lid
      .collection('orders')
      .create({ variant, quantity: 2, member: ids['bestuur'], status: 'geleverd', total: 1, unit_price: 1 });
    expect(order).toMatchObject({ member: ids['lid'], status: 'besteld', unit_price: 2500, total: 5000, size: 'M' });
  });

  it.each([0, -1, 11, 1.5])('refuse a quantity of %s and keep the stock', async (quantity) => {
    const variant = await variantWithStock(20);
    await expect(lid.collection('orders').create({ variant, quantity })).rejects.toMatchObject({ status: 400 });
    expect((await pb.admin.collection('product_variants').getOne(variant))['stock']).toBe(20);
  });

  it('can be cancelled by the Kledingcommissie, which puts the stock back; a cancelled order stays cancelled', async () => {
    const variant = await variantWithStock(2);
    const order = await lid.collection('orders').create({ variant, quantity: 2 });
    await kleding.collection('orders').update(order.id, { status: 'betaald' });
    // Paid: the member can no longer cancel it.
    await expect(lid.collection('orders').update(order.id, { status: 'geannuleerd' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(kleding.collection('orders').update(order.id, { quantity: 1 })).rejects.toMatchObject({ status: 400 });
    await kleding.collection('orders').update(order.id, { status: 'geannuleerd' });
    expect((await pb.admin.collection('product_variants').getOne(variant))['stock']).toBe(2);
    await expect(kleding.collection('orders').update(order.id, { status: 'besteld' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('a member\u2019s own order', () => {
  it('can be cancelled by the member while it is only ordered, which puts the stock back; nothing else', async () => {
    const variant = await variantWithStock(3);
    const order = await lid.collection('orders').create({ variant, quantity: 2 });
    // Not another member's, not another status, not another field.
    await expect(sport.collection('orders').update(order.id, { status: 'geannuleerd' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(lid.collection('orders').update(order.id, { status: 'betaald' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      lid.collection('orders').update(order.id, { status: 'geannuleerd', quantity: 1 }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await pb.admin.collection('product_variants').getOne(variant))['stock']).toBe(1);
    await lid.collection('orders').update(order.id, { status: 'geannuleerd' });
    expect((await pb.admin.collection('product_variants').getOne(variant))['stock']).toBe(3);
    await expect(lid.collection('orders').update(order.id, { status: 'geannuleerd' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('cannot be cancelled by the member once the Kledingcommissie marked it paid, also at the same moment', async () => {
    const variant = await variantWithStock(5);
    for (let round = 0; round < 5; round++) {
      // Made by the maintainer for the member: five identical orders would count as a double submit.
      const order = await pb.admin
        .collection('orders')
        .create({ member: ids['lid'], variant, quantity: 1, status: 'besteld' });
      const [paid, cancelled] = await Promise.allSettled([
        kleding.collection('orders').update(order.id, { status: 'betaald' }),
        lid.collection('orders').update(order.id, { status: 'geannuleerd' }),
      ]);
      const final = (await pb.admin.collection('orders').getOne(order.id))['status'];
      // Whichever came first wins; a cancel after the payment never returns stock.
      if (cancelled.status === 'fulfilled') expect(paid.status === 'rejected' || final === 'betaald').toBe(true);
      else expect(final).toBe('betaald');
    }
    const orders = await pb.admin
      .collection('orders')
      .getFullList({ filter: pb.admin.filter('variant = {:variant}', { variant }) });
    const open = orders.filter((order) => order['status'] !== 'geannuleerd').length;
    expect((await pb.admin.collection('product_variants').getOne(variant))['stock']).toBe(5 - open);
  });
});

describe('member administration', () => {
  it('lets an admin add a member with a password nobody knows, and records it', async () => {
    const created = await bestuur.collection('users').create({
      email: 'nieuw.lid@tjas.example',
      username: 'nieuw.lid',
      name: 'Nieuw Lid',
      password: 'bekend-wachtwoord-1',
      passwordConfirm: 'bekend-wachtwoord-1',
      verified: true,
    });
    expect(created['verified']).toBe(false);
    await expect(pb.member('nieuw.lid@tjas.example', 'bekend-wachtwoord-1')).rejects.toMatchObject({ status: 400 });
    const log = await bestuur
      .collection('member_changes')
      .getFullList({ filter: `member = "${created.id}"`, sort: 'created' });
    expect(log.map((change) => [change['summary'], change['actor']])[0]).toEqual(['lid toegevoegd', ids['bestuur']]);
    // Then whether the invitation went out (this test server has no mail server).
    expect(log[1]?.['summary']).toMatch(/^uitnodiging (niet )?verstuurd/);
  });

  it('records who changed which committees of a member', async () => {
    await bestuur
      .collection('users')
      .update(
        ids['eva.bos']!,
        { 'committees+': ids['Redactie'] },
        await confirmedBy(bestuur, memberChange(ids['eva.bos']!, [ids['Redactie']!])),
      );
    await bestuur.collection('users').update(ids['eva.bos']!, { 'committees-': ids['Redactie'] });
    const log = await bestuur
      .collection('member_changes')
      .getFullList({ filter: `member = "${ids['eva.bos']}"`, sort: 'created' });
    expect(log.map((change) => change['summary'])).toEqual(['toegevoegd aan Redactie', 'verwijderd uit Redactie']);
    await expect(lid.collection('member_changes').getList()).resolves.toMatchObject({ totalItems: 0 });
  });

  it('refuses committee members who change who is in their committee', async () => {
    await expect(
      sport.collection('users').update(ids['eva.bos']!, { 'committees+': ids['Sportcommissie'] }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('stops a deactivated member from logging in and from refreshing an old session', async () => {
    const noor = await pb.member('noor.mulder@tjas.example', DEMO_PASSWORD);
    await bestuur.collection('users').update(ids['noor.mulder']!, { inactive: true });
    // Answered as a wrong password would be (tests/integration/sessions-end.test.ts).
    await expect(pb.member('noor.mulder@tjas.example', DEMO_PASSWORD)).rejects.toMatchObject({ status: 400 });
    await expect(noor.collection('users').authRefresh()).rejects.toBeDefined();
    await bestuur
      .collection('users')
      .update(
        ids['noor.mulder']!,
        { inactive: false },
        await confirmedBy(bestuur, memberChange(ids['noor.mulder']!, [], true)),
      );
    await expect(pb.member('noor.mulder@tjas.example', DEMO_PASSWORD)).resolves.toBeDefined();
  });

  it('does not let anyone change an e-mail address without the confirmation mail, nor an admin deactivate themselves', async () => {
    await expect(lid.collection('users').update(ids['lid']!, { email: 'ander@tjas.example' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      bestuur.collection('users').update(ids['lid']!, { email: 'ander@tjas.example' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(bestuur.collection('users').update(ids['bestuur']!, { inactive: true })).rejects.toMatchObject({
      status: 404,
    });
    await expect(lid.collection('users').update(ids['lid']!, { inactive: true })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('interest forms', () => {
  it('show committee interest to the chosen committees and the member only', async () => {
    const sent = await lid.collection('committee_interest').create({
      committees: [ids['Sportcommissie']],
      motivation: 'Ik wil graag helpen bij wedstrijden.',
      member: ids['bestuur'],
    });
    expect(sent['member']).toBe(ids['lid']);
    await expect(sport.collection('committee_interest').getOne(sent.id)).resolves.toBeDefined();
    await expect(redactie.collection('committee_interest').getOne(sent.id)).rejects.toMatchObject({ status: 404 });
  });

  it('show board interest to the board and the member only', async () => {
    const sent = await lid
      .collection('board_interest')
      .create({ motivation: 'Ik wil volgend jaar graag secretaris worden.', roles: ['secretaris'] });
    expect(sent['member']).toBe(ids['lid']);
    expect(sent['year']).toMatch(/^\d{4}-\d{4}$/);
    await expect(bestuur.collection('board_interest').getOne(sent.id)).resolves.toBeDefined();
    await expect(sport.collection('board_interest').getOne(sent.id)).rejects.toMatchObject({ status: 404 });
  });
});
