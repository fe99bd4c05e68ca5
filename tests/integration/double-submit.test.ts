import { COLLECTION_ACCESS, type CollectionName } from '@tjas/permissions/collection-access';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIXTURES, startWithAdminMember, type FixtureContext } from './support/collection-fixtures.ts';
import type { TestPocketBase } from './support/test-pocketbase.ts';

// A form sent several times at once (a double click, an impatient retry) creates one record,
// in every collection a member creates records in. Sign-ups and member accounts are unique by
// themselves (one per member and event, one per e-mail address) and tried in their own tests; a
// picture for a post's text may be the same file twice on purpose.

const PARALLEL = 5;
const UNIQUE_BY_THEMSELVES = new Set<CollectionName>(['signups', 'users']);
const SAME_AGAIN_ON_PURPOSE = new Set<CollectionName>(['news_images']);

let pb: TestPocketBase;
let admin: PocketBase; // a member of an admin committee: may create in every collection members create in
let context: FixtureContext;

beforeAll(async () => {
  ({ pb, admin, context } = await startWithAdminMember());
});
afterAll(() => pb?.stop());

const creatable = (Object.keys(COLLECTION_ACCESS) as CollectionName[]).filter(
  (name) =>
    COLLECTION_ACCESS[name].create.length > 0 && !UNIQUE_BY_THEMSELVES.has(name) && !SAME_AGAIN_ON_PURPOSE.has(name),
);

describe.each([...SAME_AGAIN_ON_PURPOSE])('%s', (collection) => {
  it('takes the same file twice in a row: a writer may put one picture in a post twice', async () => {
    const body = await COLLECTION_FIXTURES[collection].createBody(context, context.ownerId, 'bestuur');
    const before = await count(collection);
    await admin.collection(collection).create(body);
    await admin.collection(collection).create(body);
    expect(await count(collection)).toBe(before + 2);
  });
});

const count = async (collection: string) => (await pb.admin.collection(collection).getList(1, 1)).totalItems;

describe.each(creatable)('%s', (collection) => {
  it(`creates one record from ${PARALLEL} identical submits at once, and says so to the others`, async () => {
    const body = await COLLECTION_FIXTURES[collection].createBody(context, context.ownerId, 'bestuur');
    const before = await count(collection);
    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () => admin.collection(collection).create(body)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({
          status: 409,
          response: { message: 'Dit is zojuist al verstuurd en één keer opgeslagen.' },
        });
    }
    expect(await count(collection)).toBe(before + 1);
  });
});

describe('a submit that failed', () => {
  it('can be sent again at once, and a different form is never taken for a double', async () => {
    const body: Record<string, unknown> = {
      ...(await COLLECTION_FIXTURES.sponsors.createBody(context, context.ownerId, 'bestuur')),
      tier: 'platina',
    };
    await expect(admin.collection('sponsors').create(body)).rejects.toMatchObject({ status: 400 });
    await expect(admin.collection('sponsors').create({ ...body, tier: 'goud' })).resolves.toMatchObject({
      tier: 'goud',
    });
    await expect(
      admin.collection('sponsors').create({ ...body, name: `${String(body['name'])} 2`, tier: 'goud' }),
    ).resolves.toMatchObject({ tier: 'goud' });
  });

  it('tells forms apart that differ only in a date or a list', async () => {
    const body = await COLLECTION_FIXTURES.submissions.createBody(context, context.ownerId, 'bestuur');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await expect(admin.collection('submissions').create({ ...body, deadline: inDays(3) })).resolves.toBeTruthy();
    await expect(admin.collection('submissions').create({ ...body, deadline: inDays(4) })).resolves.toBeTruthy();
    await expect(
      admin.collection('submissions').create({ ...body, deadline: inDays(4), channels: ['website'] }),
    ).resolves.toBeTruthy();
  });
});
