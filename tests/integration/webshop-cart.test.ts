import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A member's cart is ordered at once (#34), POST /api/tjas/bestellingen: one order per line, all
// lines or none, the stock of every line checked in one transaction; of two carts racing for the
// last item exactly one gets it, and a cart sent twice at once is placed once.

let pb: TestPocketBase;
let lid: PocketBase;
let sport: PocketBase;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  sport = await pb.member('sport@tjas.example', DEMO_PASSWORD);
});
afterAll(() => pb?.stop());

let counter = 0;
/** A fresh product with the given stock per size; the sizes' ids by name. */
async function product(stock: Record<string, number>, price = 2500): Promise<Record<string, string>> {
  const record = await pb.admin
    .collection('products')
    .create({ name: `Cartshirt ${++counter}-${Date.now()}`, category: 'fietskleding', price, active: true });
  const ids: Record<string, string> = { product: record.id };
  for (const [position, [size, count]] of Object.entries(stock).entries())
    ids[size] = (
      await pb.admin.collection('product_variants').create({ product: record.id, size, stock: count, position })
    ).id;
  return ids;
}

interface Answer {
  status: number;
  body: { message?: string; orders?: Record<string, unknown>[]; data?: Record<string, { message: string }> };
}

async function orderCart(client: PocketBase | null, body: unknown, raw = false): Promise<Answer> {
  const response = await fetch(`${pb.url}/api/tjas/bestellingen`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client ? { Authorization: client.authStore.token } : {}) },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
}

const stockOf = async (variant: string) =>
  (await pb.admin.collection('product_variants').getOne(variant))['stock'] as number;
const ordersOf = (variant: string) =>
  pb.admin.collection('orders').getFullList({ filter: pb.admin.filter('variant = {:variant}', { variant }) });

describe('a cart', () => {
  it('orders several items and sizes at once, each line an order with the server’s prices', async () => {
    const shirt = await product({ S: 3, M: 2 }, 3950);
    const cap = await product({ 'One size': 5 }, 1495);
    const answer = await orderCart(lid, {
      lines: [
        { variant: shirt['S'], quantity: 2 },
        { variant: shirt['M'], quantity: 1 },
        { variant: cap['One size'], quantity: 3 },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.orders).toHaveLength(3);
    expect(answer.body.orders!.map(({ size, quantity, total, status }) => ({ size, quantity, total, status }))).toEqual(
      [
        { size: 'S', quantity: 2, total: 7900, status: 'besteld' },
        { size: 'M', quantity: 1, total: 3950, status: 'besteld' },
        { size: 'One size', quantity: 3, total: 4485, status: 'besteld' },
      ],
    );
    expect(answer.body.orders!.every((order) => order['member'] === lid.authStore.record!.id)).toBe(true);
    expect([await stockOf(shirt['S']!), await stockOf(shirt['M']!), await stockOf(cap['One size']!)]).toEqual([
      1, 1, 2,
    ]);
    // The member sees them as their orders.
    const mine = await lid.collection('orders').getFullList({ filter: `product = "${shirt['product']}"` });
    expect(mine).toHaveLength(2);
  });

  it('orders nothing when one line does not fit, and says which in Dutch', async () => {
    const shirt = await product({ S: 3, M: 1 });
    const answer = await orderCart(lid, {
      lines: [
        { variant: shirt['S'], quantity: 2 },
        { variant: shirt['M'], quantity: 2 },
      ],
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^Niet genoeg voorraad: nog 1 van .* in maat M\.$/) },
    });
    expect([await stockOf(shirt['S']!), await stockOf(shirt['M']!)]).toEqual([3, 1]);
    expect(await ordersOf(shirt['S']!)).toHaveLength(0);
  });

  it('orders nothing with a hidden product in it', async () => {
    const shirt = await product({ S: 3 });
    const hidden = await product({ M: 3 });
    await pb.admin.collection('products').update(hidden['product']!, { active: false });
    const answer = await orderCart(lid, {
      lines: [
        { variant: shirt['S'], quantity: 1 },
        { variant: hidden['M'], quantity: 1 },
      ],
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/is niet meer te bestellen\.$/) },
    });
    expect(await stockOf(shirt['S']!)).toBe(3);
    expect(await ordersOf(shirt['S']!)).toHaveLength(0);
  });

  it('racing another cart for the last item: exactly one is ordered whole, the other not at all', async () => {
    for (let round = 0; round < 5; round++) {
      const shirt = await product({ S: 10, M: 1 });
      const cart = {
        lines: [
          { variant: shirt['S'], quantity: 1 },
          { variant: shirt['M'], quantity: 1 },
        ],
      };
      const answers = await Promise.all([orderCart(lid, cart), orderCart(sport, cart)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/in maat M is uitverkocht\.$/);
      expect([await stockOf(shirt['S']!), await stockOf(shirt['M']!)]).toEqual([9, 0]);
      expect(await ordersOf(shirt['S']!)).toHaveLength(1);
      expect(await ordersOf(shirt['M']!)).toHaveLength(1);
    }
  });

  it('sent several times at once (a double click) is ordered once, and says so to the others', async () => {
    const shirt = await product({ S: 10, M: 10 });
    const cart = {
      lines: [
        { variant: shirt['S'], quantity: 1 },
        { variant: shirt['M'], quantity: 2 },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => orderCart(lid, cart)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 201))
      expect(answer).toEqual({
        status: 409,
        body: expect.objectContaining({ message: 'Dit is zojuist al verstuurd en één keer opgeslagen.' }),
      });
    expect([await stockOf(shirt['S']!), await stockOf(shirt['M']!)]).toEqual([9, 8]);
  });

  it('that failed can be sent again at once, corrected or the same', async () => {
    const shirt = await product({ S: 1 });
    const cart = { lines: [{ variant: shirt['S'], quantity: 2 }] };
    expect((await orderCart(lid, cart)).status).toBe(409);
    await pb.admin.collection('product_variants').update(shirt['S']!, { stock: 2 });
    expect((await orderCart(lid, cart)).status).toBe(201);
  });

  it('is refused with a Dutch 400 when it is no cart, and 401 without a member', async () => {
    const shirt = await product({ S: 5 });
    const cases: [unknown, string][] = [
      [{}, 'Je winkelmandje is leeg.'],
      [{ lines: [] }, 'Je winkelmandje is leeg.'],
      [{ lines: { variant: shirt['S'], quantity: 1 } }, 'Je winkelmandje is leeg.'],
      [
        { lines: [{ variant: { constructor: 1 }, quantity: 1 }] },
        'Elke regel van je winkelmandje heeft een maat en een aantal.',
      ],
      [{ lines: [{ variant: shirt['S'], quantity: 11 }] }, 'Bestel 1 tot 10 stuks.'],
      [{ lines: [{ variant: shirt['S'], quantity: '1' }] }, 'Bestel 1 tot 10 stuks.'],
      [{ lines: [{ variant: shirt['S'], quantity: 1.5 }] }, 'Bestel 1 tot 10 stuks.'],
      [
        {
          lines: [
            { variant: shirt['S'], quantity: 1 },
            { variant: shirt['S'], quantity: 1 },
          ],
        },
        'Elke maat staat maar één keer in je winkelmandje; verander anders het aantal.',
      ],
      [
        { lines: Array.from({ length: 21 }, (_, index) => ({ variant: `maat${index}`, quantity: 1 })) },
        'Bestel hoogstens 20 verschillende maten tegelijk.',
      ],
      [{ lines: [{ variant: 'bestaatnietxxxx', quantity: 1 }] }, 'Kies een maat.'],
      [{ lines: [{ variant: '__proto__', quantity: 1 }] }, 'Kies een maat.'],
    ];
    for (const [body, message] of cases)
      expect(await orderCart(lid, body), JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        body: { message },
      });
    // A body that is no JSON object is refused before the route reads it (request-middleware.pb.js).
    for (const raw of ['{"lines": [', '[1, 2]'])
      expect(await orderCart(lid, raw, true)).toMatchObject({
        status: 400,
        body: { message: 'De inhoud van dit verzoek is niet te lezen: stuur een JSON-object of een formulier.' },
      });
    expect((await orderCart(null, { lines: [{ variant: shirt['S'], quantity: 1 }] })).status).toBe(401);
    expect(await stockOf(shirt['S']!)).toBe(5);
  });
});
