import { rm } from 'node:fs/promises';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { uploadRelease } from '@tjas/deploy/release-client';
import { COLLECTION_ACCESS, type CollectionName } from '@tjas/permissions/collection-access';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionBundle, SPORT_META, TEST_HOST, testSiteDir } from '../fixtures/section-bundle.ts';
import { COLLECTION_FIXTURES, startWithAdminMember, type FixtureContext } from './support/collection-fixtures.ts';
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
  'submitter',
  'committee',
  'signed_as',
  'status',
  'response',
  'member',
  'added_by',
  'created_by',
  'author',
  'uploaded_by',
  'signups_confirmed',
  'signups_waiting',
  'season',
  'year',
  'product',
  'product_name',
  'size',
  'unit_price',
  'total',
  'queue',
  'promoted',
  'places',
  'verified',
  'inactive',
  'emailVisibility',
  'password',
  'passwordConfirm',
  'invitation',
  // An event's series: only the series route sets it; the create rule refuses it (a bare 400).
  'series',
]);

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Keys every plain object has: a server that looks member input up in an object must find none of them. */
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

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
      return [
        ['1 MB of text', MEGABYTE],
        ['an object', { html: '<script>' }],
        ['a number', 42],
      ];
    case 'number':
      return [
        ['text', 'twaalf'],
        ['an object', { value: 1 }],
        ['a huge negative number', -1e15],
        ...(field.onlyInt ? ([['a fraction', 1.5]] as [string, unknown][]) : []),
      ];
    case 'date':
      // PocketBase turns an unreadable optional date string into "no date"; a required one is refused.
      return field.required
        ? [
            ['no date', 'morgen ofzo'],
            ['an impossible date', '2026-02-30 25:61:00'],
            ['a number', 20260101],
          ]
        : [['a number', 20260101]];
    case 'select':
      return [
        ['an unknown option', 'bestaat-niet'],
        ['an object', { value: 'x' }],
        ...PROTOTYPE_KEYS.map((key): [string, unknown] => [`the key "${key}" of every object`, key]),
      ];
    case 'bool':
      return [['a word', 'misschien']];
    case 'relation':
      return [
        ['an id that does not exist', 'bestaatnietxxxx'],
        ['a number', 7],
        ...PROTOTYPE_KEYS.map((key): [string, unknown] => [`the key "${key}" of every object`, key]),
      ];
    case 'url':
      return [['a script link', 'javascript:alert(1)']];
    case 'email':
      return [['no address', 'geen-adres']];
    default:
      return [];
  }
}

beforeAll(async () => {
  ({ pb, admin, context } = await startWithAdminMember());
});
afterAll(() => pb?.stop());

const writable = (Object.keys(COLLECTION_ACCESS) as CollectionName[]).filter(
  (name) => COLLECTION_ACCESS[name].create.length > 0,
);

describe.each(writable)('%s', (collection) => {
  it('refuses bad values in every field with a field error, never a 500, and saves nothing', async () => {
    const schema = await pb.admin.collections.getOne(collection);
    const fields = (schema.fields as Field[]).filter(
      (field) => !field.system && !field.hidden && !SERVER_SET.has(field.name) && field.type !== 'autodate',
    );
    // Fields the create rule ties to the member (e.g. a sign-up's user): refused by the rule (a bare 400).
    const ruleChecked = new Set(
      COLLECTION_ACCESS[collection].create.flatMap((grant) => (grant.to === 'owner' ? [grant.field] : [])),
    );
    const problems: string[] = [];
    let tried = 0;
    for (const field of fields) {
      for (const [what, value] of badValues(field)) {
        const body = {
          ...(await COLLECTION_FIXTURES[collection].createBody(context, context.ownerId, 'bestuur')),
          [field.name]: value,
        };
        const before = (await pb.admin.collection(collection).getList(1, 1)).totalItems;
        const outcome = await admin
          .collection(collection)
          .create(body)
          .then(
            () => ({ status: 200, fields: [] as string[] }),
            (error: { status: number; response: { data?: Record<string, unknown> } }) => ({
              status: error.status,
              fields: Object.keys(error.response.data ?? {}),
            }),
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

describe('form-encoded bodies', () => {
  // The same wrong types as JSON, sent as an HTML form would: PocketBase reads these bodies too.
  it.each(writable)(
    '%s: words in a number or yes/no field are refused, never stored as 0 or false',
    async (collection) => {
      const schema = await pb.admin.collections.getOne(collection);
      const fields = (schema.fields as Field[]).filter(
        (field) => !field.system && !SERVER_SET.has(field.name) && (field.type === 'number' || field.type === 'bool'),
      );
      for (const field of fields) {
        const body = await COLLECTION_FIXTURES[collection].createBody(context, context.ownerId, 'bestuur');
        if (body instanceof FormData) continue; // file collections are multipart, tried above
        const form = new URLSearchParams();
        for (const [key, value] of Object.entries(body)) {
          for (const item of Array.isArray(value) ? value : [value])
            form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
        }
        form.set(field.name, field.type === 'number' ? 'twaalf' : 'misschien');
        const before = (await pb.admin.collection(collection).getList(1, 1)).totalItems;
        const response = await fetch(`${pb.url}/api/collections/${collection}/records`, {
          method: 'POST',
          headers: { Authorization: admin.authStore.token, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
        });
        const answer = (await response.json()) as { data?: Record<string, { message: string }> };
        expect(response.status, `${collection}.${field.name}`).toBe(400);
        expect(answer.data?.[field.name]?.message, `${collection}.${field.name}`).toMatch(/getal|ja of nee/);
        expect((await pb.admin.collection(collection).getList(1, 1)).totalItems).toBe(before);
      }
    },
  );
});

describe('member input used as a key', () => {
  it('answers to questions whose ids are keys of every object are read from the answers only', async () => {
    const event = await pb.admin.collection('events').create({
      title: 'Vragenavond',
      start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      organiser: context.committeeId('Activiteitencommissie'),
      questions: [
        { id: 'constructor', label: 'Dieet', type: 'text', required: true },
        { id: 'tostring', label: 'Bus', type: 'yesno' },
      ],
    });
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    const me = lid.authStore.record!.id;
    // No answer given: the required question is missing (not Object's constructor taken for an answer).
    await expect(lid.collection('signups').create({ event: event.id, user: me, answers: {} })).rejects.toMatchObject({
      status: 400,
      response: { message: 'Beantwoord de vraag "Dieet".' },
    });
    await expect(
      lid
        .collection('signups')
        .create({ event: event.id, user: me, answers: JSON.parse('{"__proto__": {"constructor": "x"}}') }),
    ).rejects.toMatchObject({ status: 400 });
    const signup = await lid
      .collection('signups')
      .create({ event: event.id, user: me, answers: { constructor: 'Vegetarisch' } });
    const stored = await lid.collection('signup_answers').getFirstListItem(`signup = "${signup.id}"`);
    expect(stored['answers']).toEqual({ constructor: 'Vegetarisch' });
  });

  it.each(PROTOTYPE_KEYS)('a submission of kind "%s" is a field error, not a server error', async (kind) => {
    const body = {
      ...(await COLLECTION_FIXTURES.submissions.createBody(context, context.ownerId, 'bestuur')),
      kind,
      on_behalf_of: kind,
    };
    await expect(admin.collection('submissions').create(body)).rejects.toMatchObject({
      status: 400,
      response: { data: { kind: { message: 'Kies wat je wilt insturen.' } } },
    });
  });

  it.each(PROTOTYPE_KEYS)('a calendar feed named "%s" is unknown', async (key) => {
    const response = await fetch(`${pb.url}/api/tjas/agenda/${key.padEnd(40, 'x')}.ics`);
    expect(response.status).toBe(404);
  });
});

describe('unicode and markup that are fine to store', () => {
  it('keeps names with accents, emoji, right-to-left text and zero-width characters exactly, and stores markup as text', async () => {
    const name = 'Ĳsbrand 🧊 שלום \u200b<b>vet</b> <script>alert(1)</script>';
    const sponsor = await admin.collection('sponsors').create({ name, tier: 'brons' });
    expect((await admin.collection('sponsors').getOne(sponsor.id))['name']).toBe(name);
  });
});

describe('the release and confirmation API', () => {
  // Every route a committee or admin sends releases, reviews and confirmations to, with bodies of
  // every wrong shape: each is a 4xx with a Dutch message. On a site of its own where sport is
  // live and a release of it waits for review, so every route gets past "nothing there" to read
  // the body (its server fails on any 5xx when it stops).
  let site: TestPocketBase;
  let siteDir: string;
  let token: string;

  beforeAll(async () => {
    siteDir = await testSiteDir(TEST_HOST, { shellPages: true });
    site = await startTestPocketBase({ publicDir: siteDir, seeded: true });
    const first = { meta: SPORT_META, version: '1.0.0-live', files: sectionBundle(), withPlace: true };
    await uploadRelease({ site: site.url, token: site.admin.authStore.token }, first);
    const sport = await site.member('sport@tjas.example', DEMO_PASSWORD);
    const waiting = { meta: SPORT_META, version: '1.0.1-wacht', files: sectionBundle({ text: 'wacht' }) };
    await uploadRelease({ site: site.url, token: sport.authStore.token }, waiting);
    token = (await site.member('bestuur@tjas.example', DEMO_PASSWORD)).authStore.token;
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await rm(siteDir, { recursive: true, force: true });
  });
  const routes = [
    ['POST', '/api/tjas/secties/sport/uitbrengen'],
    ['POST', '/api/tjas/secties/sport/terugzetten'],
    ['POST', '/api/tjas/secties/sport/weghalen'],
    ['POST', '/api/tjas/secties/sport/plaatsen'],
    ['POST', '/api/tjas/secties/sport/goedkeuren'],
    ['GET', '/api/tjas/secties/sport/controle'],
    ['POST', '/api/tjas/secties/constructor/plaatsen'],
    ['POST', '/api/tjas/secties/__proto__/uitbrengen'],
    ['POST', '/api/tjas/bevestigingen'],
    ['POST', '/api/tjas/bevestigingen/omschrijving'],
    ['POST', '/api/tjas/secties/sport/afkeuren'],
  ] as const;
  const bodies: [string, BodyInit | null, Record<string, string>][] = [
    ['no body', null, {}],
    ['broken JSON', '{"version": ', { 'Content-Type': 'application/json' }],
    ['a list', '[1, 2]', { 'Content-Type': 'application/json' }],
    [
      'objects and prototype keys where text belongs',
      JSON.stringify({
        version: { constructor: 1 },
        label: ['x'],
        prefix: { toString: '/x' },
        order: '1e300',
        note: MEGABYTE,
        change: { kind: 'constructor', member: '__proto__', add: 'x' },
        password: ['x'],
      }),
      { 'Content-Type': 'application/json' },
    ],
    [
      'a multipart upload of the wrong shape',
      (() => {
        const form = new FormData();
        form.set('release', '{"version": "1.0.0", "label": {"a": 1}}');
        form.set('paths', '{"0": "section.js"}');
        form.append('files', new Blob(['x']), 'section.js');
        return form;
      })(),
      {},
    ],
  ];

  const MALFORMED = ['broken JSON', 'a list', 'objects and prototype keys where text belongs'];

  it.each(routes)('%s %s answers every malformed body with a Dutch 4xx', async (method, path) => {
    for (const [name, body, headers] of bodies) {
      const response = await fetch(`${site.url}${path}`, {
        method,
        headers: { Authorization: token, ...headers },
        ...(method === 'GET' || body === null ? {} : { body }),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      expect(response.status, `${name}: ${answer.message}`).toBeLessThan(500);
      // A body that names nothing the route reads (none, or a form without its fields) may be no
      // change at all, as a GET's body is ignored; one of the wrong shape is refused.
      if (response.ok && (method === 'GET' || !MALFORMED.includes(name))) continue;
      expect(response.status, `${name}: ${answer.message}`).toBeGreaterThanOrEqual(400);
      // PocketBase's own English answers would mean nothing read the request as the site does.
      expect(answer.message, name).toMatch(/\S/);
      expect(answer.message, name).not.toMatch(/Something went wrong|Failed to|The request|Missing|invalid/i);
    }
  });
});
