import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { seedDemoData } from '@tjas/backend/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(() => pb?.stop());

describe('demo data', () => {
  it('loads into an empty database: committees, 30+ members, 15+ events past and upcoming', async () => {
    expect(await seedDemoData(pb.admin)).toBe(true);
    const committees = await pb.admin.collection('committees').getFullList();
    expect(committees.map((committee) => committee['name']).sort()).toEqual(
      [
        'Acquisitiecommissie',
        'Activiteitencommissie',
        'Bestuur',
        'ICT-commissie',
        'Kledingcommissie',
        'Mediacommissie',
        'PR-commissie',
        'Redactie',
        'Sportcommissie',
      ].sort(),
    );
    expect(
      committees
        .filter((committee) => committee['admin'])
        .map((committee) => committee['name'])
        .sort(),
    ).toEqual(['Bestuur', 'ICT-commissie']);
    const users = await pb.admin.collection('users').getFullList();
    expect(users.length).toBeGreaterThanOrEqual(30);
    const membershipCounts = new Set(users.map((user) => (user['committees'] as string[]).length));
    expect(membershipCounts.size).toBeGreaterThanOrEqual(3);

    const now = new Date().toISOString().replace('T', ' ');
    const events = await pb.admin.collection('events').getFullList();
    expect(events.length).toBeGreaterThanOrEqual(15);
    expect(events.some((event) => event['start'] < now)).toBe(true);
    expect(events.some((event) => event['start'] > now)).toBe(true);
  });

  it('has the demo logins with the documented committees and password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const member = await pb.member(account.email, DEMO_PASSWORD);
      const names = (member.authStore.record?.expand?.['committees'] ?? []).map((c: { name: string }) => c.name);
      expect(names).toEqual(account.committees);
    }
  });

  it('leaves an existing database alone', async () => {
    const before = (await pb.admin.collection('users').getList(1, 1)).totalItems;
    expect(await seedDemoData(pb.admin)).toBe(false);
    expect((await pb.admin.collection('users').getList(1, 1)).totalItems).toBe(before);
  });
});

describe('demo data that looks like a real association', () => {
  it('names the current board by its members’ own names, and links no video to a host that does not exist', async () => {
    const [current] = await pb.admin.collection('boards').getFullList({ sort: '-year' });
    const seats = await pb.admin
      .collection('board_members')
      .getFullList({ filter: `board = "${current!.id}"`, expand: 'member' });
    expect(seats).toHaveLength(5);
    for (const seat of seats) {
      expect(seat['name']).not.toMatch(/^Lid \d/);
      expect(seat['name']).toBe((seat['expand'] as { member: { name: string } }).member.name);
    }
    expect(await pb.admin.collection('videos').getFullList()).toHaveLength(0);
  });
});
