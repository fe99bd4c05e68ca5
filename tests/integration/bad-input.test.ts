import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { seedDemoData } from '@tjas/backend/seed';
import { COLLECTION_ACCESS, type CollectionName } from '@tjas/permissions/collection-access';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIXTURES, type FixtureContext } from './support/collection-fixtures.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Every writable collection gets bad input in every field it takes from a member: the answer is
// a 400 with an error on that field, never a 500, and nothing is saved. (PocketBase casts JSON
// values of the wrong type, e.g. an object in a text field becomes "", so those are not tried
// here; every form sends the right types, and the casts never store anything executable.)

let pb: TestPocketBase;
let admin: PocketBase; // a member of an admin committee: passes every permission grant
let context: FixtureContext;

/** Fields the server sets itself (hooks): whatever a member sends there is replaced, not refused. */
const SERVER_SET = new Set([
  'submitter', 'committee', 'signed_as', 'status', 'response', 'member', 'added_by', 'created_by', 'author', 'uploaded_by',
  'season', 'year', 'product', 'product_name', 'size', 'unit_price', 'total', 'queue', 'promoted', 'verified', 'inactive', 'emailVisibility', 'password', 'passwordConfirm',
]);

const MEGABYTE = 'x'.repeat(1024 * 1024);

interface Field {
  name: string;
  type: string;
  required?: boolean;
  max?: number;
  onlyInt?: boolean;
  maxSelect?: number;
  system?: boolean;
  hidden?: boolean;
}

/** Bad values for a field of this type, each with what it tries. */
function badValues(field: Field): [string, unknown][] {
  switch (field.type) {
    case 'text':
    case 'editor':
      return [['1 MB of text', MEGABYTE], ['an object', { html: '<script>' }], ['a number', 42]];
    case 'number':
      return [['text', 'twaalf'], ['an object', { value: 1 }], ['a huge negative number', -1e15], ...(field.onlyInt ? ([['a fraction', 1.5]] as [string, unknown][]) : [])];
    case 'date':
      // PocketBase turns an unreadable optional date string into "no date"; a required one is refused.
      return field.required ? [['no date', 'morgen ofzo'], ['an impossible date', '2026-02-30 25:61:00'], ['a number', 20260101]] : [['a number', 20260101]];
    case 'select':
      return [['an unknown option', 'bestaat-niet'], ['an object', { value: 'x' }]];
    case 'bool':
      return [['a word', 'misschien']];
    case 'relation':
      return [['an id that does not exist', 'bestaatnietxxxx'], ['a number', 7]];
    case 'url':
      return [['a script link', 'javascript:alert(1)']];
    case 'email':
      return [['no address', 'geen-adres']];
    default:
      return [];
  }
}

beforeAll(async () => {
  pb = await startTestPocketBase();
  await seedDemoData(pb.admin);
  admin = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
  const committees = new Map<string, string>();
  for (const committee of await pb.admin.collection('committees').getFullList()) committees.set(committee['name'], committee.id);
  context = { admin: pb.admin, ownerId: admin.authStore.record!.id, committeeId: (name) => committees.get(name)! };
});
afterAll(() => pb?.stop());

const writable = (Object.keys(COLLECTION_ACCESS) as CollectionName[]).filter((name) => COLLECTION_ACCESS[name].create.length > 0);

describe.each(writable)('%s', (collection) => {
  it('refuses bad values in every field with a field error, never a 500, and saves nothing', async () => {
    const schema = await pb.admin.collections.getOne(collection);
    const fields = (schema.fields as Field[]).filter((field) => !field.system && !field.hidden && !SERVER_SET.has(field.name) && field.type !== 'autodate');
    // Fields the create rule ties to the member (e.g. a sign-up's user): refused by the rule (a bare 400).
    const ruleChecked = new Set(COLLECTION_ACCESS[collection].create.flatMap((grant) => (grant.to === 'owner' ? [grant.field] : [])));
    const problems: string[] = [];
    let tried = 0;
    for (const field of fields) {
      for (const [what, value] of badValues(field)) {
        const body = { ...(await COLLECTION_FIXTURES[collection].createBody(context, context.ownerId, 'bestuur')), [field.name]: value };
        const before = (await pb.admin.collection(collection).getList(1, 1)).totalItems;
        const outcome = await admin.collection(collection).create(body).then(
          () => ({ status: 200, fields: [] as string[] }),
          (error: { status: number; response: { data?: Record<string, unknown> } }) => ({ status: error.status, fields: Object.keys(error.response.data ?? {}) }),
        );
        tried++;
        const after = (await pb.admin.collection(collection).getList(1, 1)).totalItems;
        const refused = outcome.status === 400 && (outcome.fields.includes(field.name) || ruleChecked.has(field.name));
        if (!refused) problems.push(`${field.name} (${what}): ${outcome.status} [${outcome.fields.join(', ')}]`);
        if (outcome.status !== 200 && after !== before) problems.push(`${field.name} (${what}): half saved`);
      }
    }
    expect(problems, `${tried} pogingen`).toEqual([]);
  });
});

describe('unicode and markup that are fine to store', () => {
  it('keeps names with accents, emoji, right-to-left text and zero-width characters exactly, and stores markup as text', async () => {
    const name = 'Ĳsbrand 🧊 שלום \u200b<b>vet</b> <script>alert(1)</script>';
    const sponsor = await admin.collection('sponsors').create({ name, tier: 'brons' });
    expect((await admin.collection('sponsors').getOne(sponsor.id))['name']).toBe(name);
  });
});
