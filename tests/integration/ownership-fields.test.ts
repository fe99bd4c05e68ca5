import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { COLLECTION_ACCESS, type CollectionName, type Grant } from '@tjas/permissions/collection-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIXTURES, type FixtureContext } from './support/collection-fixtures.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A field that decides who may change a record (the organising committee of an event, the
// committee a submission went to) cannot be used to hand the record to someone else: a
// committee member who may edit it cannot move it to a committee they are not in. Generated
// from the permission table: every update grant that names a field of the record itself.

let pb: TestPocketBase;
let context: FixtureContext;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  const committees = new Map<string, string>();
  for (const committee of await pb.admin.collection('committees').getFullList())
    committees.set(committee['name'], committee.id);
  const owner = await pb.admin.collection('users').getFirstListItem('username = "lid"');
  context = { admin: pb.admin, ownerId: owner.id, committeeId: (name) => committees.get(name)! };
});
afterAll(() => pb?.stop());

const cases = (Object.keys(COLLECTION_ACCESS) as CollectionName[]).flatMap((collection) =>
  (COLLECTION_ACCESS[collection].update as readonly Grant[]).flatMap((grant) =>
    grant.to === 'committee' && !grant.field.includes('.') ? [{ collection, field: grant.field }] : [],
  ),
);

describe('fields that decide who may edit a record', () => {
  it('are found in the permission table', () => {
    expect(cases).toEqual(
      expect.arrayContaining([
        { collection: 'events', field: 'organiser' },
        { collection: 'submissions', field: 'committee' },
      ]),
    );
  });

  it.each(cases)(
    '$collection: $field cannot be moved to another committee by a member of the first',
    async ({ collection, field }) => {
      const committee = COLLECTION_FIXTURES[collection].committee!;
      const account = DEMO_ACCOUNTS.find(
        (candidate) => candidate.committees.length === 1 && candidate.committees[0] === committee,
      )!;
      const member = await pb.member(account.email, DEMO_PASSWORD);
      const record = await COLLECTION_FIXTURES[collection].fixture(context);
      expect(record[field]).toBe(context.committeeId(committee));
      await expect(
        member.collection(collection).update(record.id, { [field]: context.committeeId('Bestuur') }),
      ).rejects.toMatchObject({
        status: expect.toSatisfy((status: number) => status === 400 || status === 404),
      });
      expect((await pb.admin.collection(collection).getOne(record.id))[field]).toBe(context.committeeId(committee));
      // The same member may still edit what the grant is for.
      await expect(
        member.collection(collection).update(record.id, COLLECTION_FIXTURES[collection].updateBody),
      ).resolves.toBeTruthy();
    },
  );
});
