import { hasPermission, type Committee } from '@tjas/auth';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { COLLECTION_ACCESS } from '@tjas/permissions/collection-access';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Rights attach to a committee's stable key: the board may rename a committee (its name is
// data) and its members keep their rights, in the site and on the server; a committee that is
// merely called like one gets nothing. And the server's rules are the generated ones, whatever
// was set by hand before the start.

let pb: TestPocketBase;
let sportId: string;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  sportId = (await pb.admin.collection('committees').getFirstListItem('key = "sport"')).id;
});
afterAll(() => pb?.stop());

const result = (competition: string, skater: string) => ({
  competition,
  skater,
  date: new Date(Date.now() - 86_400_000).toISOString(),
  distance: 500,
  time: 4312,
});
const committeesOf = (record: { expand?: { committees?: Committee[] } }) => record.expand?.committees ?? [];

describe('a renamed committee', () => {
  it('keeps its rights on the server and in the site', async () => {
    await pb.admin.collection('committees').update(sportId, { name: 'Sport- en techniekcommissie' });
    const sport = await pb.member('sport@tjas.example', DEMO_PASSWORD);
    await expect(
      sport.collection('results').create(result('Na de naamswijziging', sport.authStore.record!.id)),
    ).resolves.toBeTruthy();
    const committees = committeesOf(sport.authStore.record as never);
    expect(committees.map((committee) => committee.name)).toEqual(['Sport- en techniekcommissie']);
    expect(hasPermission(committees, PERMISSIONS.addResults)).toBe(true);
  });

  it('does not hand its rights to a committee that takes its old name', async () => {
    const impostor = await pb.admin.collection('committees').create({ key: 'sportfans', name: 'Sportcommissie' });
    const member = await pb.admin.collection('users').create({
      email: 'fan@tjas.example',
      username: 'fan',
      name: 'Fan',
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      committees: [impostor.id],
    });
    const fan = await pb.member('fan@tjas.example', DEMO_PASSWORD);
    await expect(fan.collection('results').create(result('Door een fan', member.id))).rejects.toMatchObject({
      status: 400,
    });
    expect(hasPermission(committeesOf(fan.authStore.record as never), PERMISSIONS.addResults)).toBe(false);
    expect(member.id).toBeTruthy();
  });
});

describe('the API rules', () => {
  it('are the generated ones after a start, even when someone changed one by hand', async () => {
    await pb.admin.collections.update('results', { createRule: '' }); // anyone, by hand in the dashboard
    await pb.kill();
    await pb.restart();
    const results = await pb.admin.collections.getOne('results');
    expect(results['createRule']).toContain('@request.auth.committees.key ?= "sport"');
    expect(COLLECTION_ACCESS.results.create).toEqual([{ to: 'permission', permission: 'addResults' }]);
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    await expect(
      lid.collection('results').create(result('Door een lid', lid.authStore.record!.id)),
    ).rejects.toMatchObject({ status: 400 });
  });
});
