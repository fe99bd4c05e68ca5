import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// The Kledingcommissie edits and hides products (#34): the server checks every edit with the
// form's own Dutch rule, and a hidden product is kept from members by the API rules, not only the page.

let pb: TestPocketBase;
let lid: PocketBase;
let kleding: PocketBase;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  kleding = await pb.member('kleding@tjas.example', DEMO_PASSWORD);
});
afterAll(() => pb?.stop());

let counter = 0;
async function productWithSizes(): Promise<{ product: string; small: string; medium: string }> {
  const product = await kleding
    .collection('products')
    .create({ name: `Winterjas ${++counter}`, category: 'schaatskleding', price: 8950, active: true });
  const small = await kleding.collection('product_variants').create({ product: product.id, size: 'S', stock: 4 });
  const medium = await kleding
    .collection('product_variants')
    .create({ product: product.id, size: 'M', stock: 2, position: 1 });
  return { product: product.id, small: small.id, medium: medium.id };
}

const refusal = (error: { status: number; response: unknown }) => ({ status: error.status, response: error.response });

describe('editing a product', () => {
  it('changes its name, price, description, picture and sizes, as members then see it', async () => {
    const { product, small } = await productWithSizes();
    const form = new FormData();
    form.set('name', '  Winterjas Pro  ');
    form.set('price', '9450');
    form.set('description', 'Nu met capuchon.');
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    form.set('image', new Blob([png], { type: 'image/png' }), 'jas.png');
    await kleding.collection('products').update(product, form);
    await kleding.collection('product_variants').update(small, { stock: 9 });
    await kleding.collection('product_variants').create({ product, size: 'XL', stock: 1, position: 2 });

    const seen = await lid.collection('products').getOne(product, { expand: 'product_variants_via_product' });
    expect(seen).toMatchObject({ name: 'Winterjas Pro', price: 9450, description: 'Nu met capuchon.' });
    expect(seen['image']).toMatch(/\.png$/);
    const sizes = (seen.expand?.['product_variants_via_product'] as { size: string; stock: number }[]).map(
      ({ size, stock }) => `${size}:${stock}`,
    );
    expect(sizes.sort()).toEqual(['M:2', 'S:9', 'XL:1']);
  });

  it('refuses bad input with the form’s Dutch sentences at the fields, and changes nothing', async () => {
    const { product, small } = await productWithSizes();
    const before = await pb.admin.collection('products').getOne(product);
    const error = await kleding
      .collection('products')
      .update(product, { name: ' x ', price: 0, category: 'hoeden' })
      .catch(refusal);
    expect(error).toMatchObject({
      status: 400,
      response: {
        data: {
          name: { message: 'Geef een naam van minstens 2 tekens.' },
          price: { message: 'Vul een prijs in, bijvoorbeeld 54,95.' },
        },
      },
    });
    expect(await kleding.collection('products').update(product, { price: 12.5 }).catch(refusal)).toMatchObject({
      status: 400,
      response: { data: { price: { message: 'Vul een prijs in, bijvoorbeeld 54,95.' } } },
    });
    expect(
      await kleding.collection('product_variants').update(small, { size: '   ', stock: 10001 }).catch(refusal),
    ).toMatchObject({
      status: 400,
      response: {
        data: {
          size: { message: 'Geef de maat een naam van 1 tot 20 tekens.' },
          stock: { message: 'Vul een voorraad van 0 tot 10.000 in.' },
        },
      },
    });
    expect(await pb.admin.collection('products').getOne(product)).toMatchObject({
      name: before['name'],
      price: before['price'],
    });
  });

  it('is the Kledingcommissie’s: a member cannot edit or hide a product', async () => {
    const { product } = await productWithSizes();
    expect(await lid.collection('products').update(product, { active: false }).catch(refusal)).toMatchObject({
      status: 404,
    });
    expect((await pb.admin.collection('products').getOne(product))['active']).toBe(true);
  });

  it('keeps a size or product that was ordered, and says in Dutch what to do instead', async () => {
    const { product, small, medium } = await productWithSizes();
    await lid.collection('orders').create({ variant: small, quantity: 1 });
    expect(await kleding.collection('product_variants').delete(small).catch(refusal)).toMatchObject({
      status: 400,
      response: {
        message: 'Maat S is al besteld en kan niet weg; zet de voorraad op 0.',
        data: { size: { message: 'Maat S is al besteld en kan niet weg; zet de voorraad op 0.' } },
      },
    });
    expect(await kleding.collection('products').delete(product).catch(refusal)).toMatchObject({
      status: 400,
      response: { message: expect.stringMatching(/is al besteld en kan niet weg; verberg het product/) },
    });
    // A size nobody ordered may go.
    await kleding.collection('product_variants').delete(medium);
    expect(await pb.admin.collection('product_variants').getOne(small)).toBeTruthy();
  });
});

describe('a hidden product', () => {
  it('is not listed, shown or orderable for members, keeps its orders, and comes back when shown again', async () => {
    const { product, small } = await productWithSizes();
    const order = await lid.collection('orders').create({ variant: small, quantity: 1 });
    await kleding.collection('products').update(product, { active: false });

    const listed = async (client: PocketBase) =>
      (await client.collection('products').getFullList({ fields: 'id' })).some((item) => item.id === product);
    expect(await listed(lid)).toBe(false);
    expect(await lid.collection('products').getOne(product).catch(refusal)).toMatchObject({ status: 404 });
    expect(await lid.collection('product_variants').getOne(small).catch(refusal)).toMatchObject({ status: 404 });
    expect(
      (await lid.collection('product_variants').getFullList({ fields: 'id' })).some((item) => item.id === small),
    ).toBe(false);
    // (Another quantity than the first order: the same order twice within seconds is a double submit.)
    expect(await lid.collection('orders').create({ variant: small, quantity: 2 }).catch(refusal)).toMatchObject({
      status: 409,
      response: { message: expect.stringMatching(/is niet meer te bestellen\.$/) },
    });
    expect(await listed(kleding)).toBe(true);
    // The order placed before keeps its product, size and price; the member still sees it.
    expect(await lid.collection('orders').getOne(order.id)).toMatchObject({
      product,
      product_name: order['product_name'],
      size: 'S',
      status: 'besteld',
    });

    await kleding.collection('products').update(product, { active: true });
    expect(await listed(lid)).toBe(true);
    expect(await lid.collection('orders').create({ variant: small, quantity: 3 })).toMatchObject({ size: 'S' });
  });
});
