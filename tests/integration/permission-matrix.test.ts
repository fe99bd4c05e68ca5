import { hasPermission, type Committee } from '@tjas/auth';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import {
  COLLECTION_ACCESS,
  type CollectionName,
  type Grant,
  type Operation,
} from '@tjas/permissions/collection-access';
import { PERMISSIONS, sectionReleasers } from '@tjas/permissions/permission-table';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIXTURES, type CollectionFixture, type FixtureContext } from './support/collection-fixtures.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Walks the permission table (@tjas/permissions) over the real API: every collection x persona x
// operation. A cell passes when the server allows exactly what the table grants.

interface Persona {
  name: string;
  /** null for the anonymous visitor. */
  id: string | null;
  committees: Committee[];
  client: PocketBase;
}

const OPERATIONS: readonly Operation[] = ['list', 'view', 'create', 'update', 'delete'];
/** The fixture records belong to `lid`; `daan.de.vries` is a member without committees. */
const LOGINS = [
  'lid',
  'daan.de.vries',
  'sport',
  'media',
  'activiteiten',
  'pr',
  'redactie',
  'kleding',
  'acquisitie',
  'bestuur',
];

let pb: TestPocketBase;
let context: FixtureContext;
const personas: Persona[] = [];
const results: { collection: string; operation: Operation; persona: string; allowed: boolean }[] = [];

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  personas.push({ name: 'anoniem', id: null, committees: [], client: pb.client() });
  for (const login of LOGINS) {
    const client = await pb.member(`${login}@tjas.example`, DEMO_PASSWORD);
    const record = client.authStore.record!;
    personas.push({
      name: login,
      id: record.id,
      committees: (record.expand?.['committees'] ?? []) as Committee[],
      client,
    });
  }
  const committees = new Map<string, string>();
  for (const committee of await pb.admin.collection('committees').getFullList())
    committees.set(committee['name'], committee.id);
  const owner = personas.find((persona) => persona.name === 'lid')!;
  context = { admin: pb.admin, ownerId: owner.id!, committeeId: (name) => committees.get(name)! };
});

afterAll(async () => {
  if (results.length > 0) printMatrix();
  await pb?.stop();
});

/** Whether the table grants `operation` on `record` (owned by the fixture's owner) to `persona`. */
function expected(
  grants: readonly Grant[],
  persona: Persona,
  fixture: CollectionFixture,
  operation: Operation,
): boolean {
  if (persona.id === null) return false;
  return grants.some((grant) => {
    switch (grant.to) {
      case 'member':
        return fixture.memberWhere?.(grant, persona.id!, context) ?? true;
      case 'owner':
        // On create the body names the persona itself: everyone may create their own records.
        return operation === 'create' || persona.id === context.ownerId;
      case 'permission':
        return hasPermission(persona.committees, PERMISSIONS[grant.permission]);
      case 'committee':
        return (
          persona.committees.some((committee) => committee.admin) ||
          persona.committees.some((committee) => committee.name === fixture.committee)
        );
      case 'releaser':
        return hasPermission(persona.committees, sectionReleasers(fixture.section ?? ''));
    }
  });
}

async function attempt(
  persona: Persona,
  collection: CollectionName,
  operation: Operation,
  fixture: (context: FixtureContext) => Promise<RecordModel> = COLLECTION_FIXTURES[collection].fixture,
): Promise<boolean> {
  const fixtures = COLLECTION_FIXTURES[collection];
  const api = persona.client.collection(collection);
  const refused = (error: unknown): false => {
    if (!(error instanceof ClientResponseError)) throw error;
    // A refusal, not a validation error that would hide a wrong body: 403/404, or the bare 400
    // that a failed create rule gives.
    const fieldErrors = Object.keys((error.response['data'] as object | undefined) ?? {});
    if (error.status === 403 || error.status === 404 || (error.status === 400 && fieldErrors.length === 0))
      return false;
    throw new Error(`${persona.name} ${operation} ${collection}: ${error.status} ${JSON.stringify(error.response)}`);
  };
  if (operation === 'create') {
    return api
      .create(await fixtures.createBody(context, persona.id ?? context.ownerId, persona.name))
      .then(() => true, refused);
  }
  const record = await fixture(context);
  switch (operation) {
    case 'list':
      return api
        .getList(1, 30, { filter: pb.admin.filter('id = {:id}', { id: record.id }) })
        .then((list) => list.items.some((item) => item.id === record.id), refused);
    case 'view':
      return api.getOne(record.id).then(() => true, refused);
    case 'update':
      return api.update(record.id, fixtures.updateBody).then(() => true, refused);
    case 'delete':
      return api.delete(record.id).then(() => true, refused);
  }
}

function printMatrix(): void {
  const names = personas.map((persona) => persona.name);
  const rows = new Map<string, Map<string, boolean>>();
  for (const result of results) {
    const key = `${result.collection}.${result.operation}`;
    if (!rows.has(key)) rows.set(key, new Map());
    rows.get(key)!.set(result.persona, result.allowed);
  }
  const header = `| cel | ${names.join(' | ')} |`;
  const lines = [...rows].map(
    ([key, cells]) => `| ${key} | ${names.map((name) => (cells.get(name) ? 'ja' : '-')).join(' | ')} |`,
  );
  console.log(
    `Rechtenmatrix (${results.length} cellen, alle gelijk aan de tabel):\n${header}\n|${'---|'.repeat(names.length + 1)}\n${lines.join('\n')}`,
  );
}

describe.each(Object.keys(COLLECTION_ACCESS) as CollectionName[])('%s', (collection) => {
  it.each(OPERATIONS)('%s matches the permission table for every persona', async (operation) => {
    const grants = COLLECTION_ACCESS[collection][operation];
    const fixtures = COLLECTION_FIXTURES[collection];
    const mismatches: string[] = [];
    for (const persona of personas) {
      const want = expected(grants, persona, fixtures, operation);
      const got = await attempt(persona, collection, operation);
      results.push({ collection, operation, persona: persona.name, allowed: got });
      if (want !== got) mismatches.push(`${persona.name}: tabel ${want ? 'ja' : 'nee'}, server ${got ? 'ja' : 'nee'}`);
    }
    expect(mismatches).toEqual([]);
  });
});

// Records a grant's condition keeps from some readers (a deactivated member): every persona lists
// and views exactly what the grants that still reach them give.
const VARIANTS = (Object.keys(COLLECTION_FIXTURES) as CollectionName[]).flatMap((collection) =>
  (COLLECTION_FIXTURES[collection].variants ?? []).map((variant) => ({ collection, variant })),
);
describe.each(
  VARIANTS.map(({ collection, variant }) => [`${collection}: ${variant.name}`, collection, variant] as const),
)('%s', (_name, collection, variant) => {
  it.each(['list', 'view'] as const)('%s matches the permission table for every persona', async (operation) => {
    const grants = COLLECTION_ACCESS[collection][operation].filter((grant: Grant) => variant.reaches(grant));
    const mismatches: string[] = [];
    for (const persona of personas) {
      const want = expected(grants, persona, COLLECTION_FIXTURES[collection], operation);
      const got = await attempt(persona, collection, operation, variant.fixture);
      results.push({ collection: `${collection} (${variant.name})`, operation, persona: persona.name, allowed: got });
      if (want !== got) mismatches.push(`${persona.name}: tabel ${want ? 'ja' : 'nee'}, server ${got ? 'ja' : 'nee'}`);
    }
    expect(mismatches).toEqual([]);
  });
});

it('covers every collection that members can reach', async () => {
  const collections = await pb.admin.collections.getFullList();
  const reachable = collections
    // Views too: the events list's cards are read by members.
    .filter((collection) => !collection.system)
    .filter((collection) =>
      [
        collection.listRule,
        collection.viewRule,
        collection.createRule,
        collection.updateRule,
        collection.deleteRule,
      ].some((rule) => rule !== null),
    )
    .map((collection) => collection.name);
  expect(reachable.filter((name) => !(name in COLLECTION_ACCESS))).toEqual([]);
  expect(Object.keys(COLLECTION_FIXTURES).sort()).toEqual(Object.keys(COLLECTION_ACCESS).sort());
});
