import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// The members' directory (/leden, #34): a member's phone, study and year of joining reach other
// members only when that member shares them, field by field, in every way a member record is
// served (a list, a view, an expand); the member always reads their own; nobody finds them by
// filtering or sorting; bad details get a Dutch 400 and change nothing.

let pb: TestPocketBase;
let lotte: PocketBase;
let sem: PocketBase;
let lotteId: string;

const DETAILS = { phone: '+31 6 1234 5678', study: 'Bewegingswetenschappen', joined_year: 2023 };

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lotte = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  sem = await pb.member('sport@tjas.example', DEMO_PASSWORD);
  lotteId = lotte.authStore.record!.id;
  await share(lotte, { ...DETAILS, shared: [] });
});

/** What `member` sends from the account page: their details and what they share. */
function share(member: PocketBase, body: Record<string, unknown>) {
  return member.send('/api/tjas/mijn-profiel', { method: 'PUT', body });
}
afterAll(() => pb?.stop());

const detailsOf = (record: Record<string, unknown>) => ({
  phone: record['phone'],
  study: record['study'],
  joined_year: record['joined_year'],
});

describe('a member’s directory details', () => {
  it('are read by the member themselves, and by nobody else until shared', async () => {
    expect(detailsOf(await lotte.collection('users').getOne(lotteId))).toEqual(DETAILS);
    expect(await lotte.send('/api/tjas/mijn-profiel', {})).toEqual({ ...DETAILS, shared: [], email_shared: false });
    expect(detailsOf(await sem.collection('users').getOne(lotteId))).toEqual({
      phone: undefined,
      study: undefined,
      joined_year: undefined,
    });
  });

  it('reach other members field by field as shared: in a view, a list and an expand', async () => {
    await share(lotte, { ...DETAILS, shared: ['study', 'joined_year'] });
    const expected = { phone: undefined, study: DETAILS.study, joined_year: DETAILS.joined_year };
    expect(detailsOf(await sem.collection('users').getOne(lotteId))).toEqual(expected);
    const listed = await sem.collection('users').getFirstListItem(sem.filter('id = {:id}', { id: lotteId }));
    expect(detailsOf(listed)).toEqual(expected);
    // Lotte's sign-ups name her; an organiser who expands them reads what she shares, no more.
    const organiser = await pb.member('activiteiten@tjas.example', DEMO_PASSWORD);
    const signups = await organiser.collection('signups').getList(1, 1, {
      filter: organiser.filter('user = {:id}', { id: lotteId }),
      expand: 'user',
    });
    expect(signups.items).toHaveLength(1);
    expect(detailsOf(signups.items[0]!.expand!['user'] as Record<string, unknown>)).toEqual(expected);

    await share(lotte, { ...DETAILS, shared: ['phone'], email_shared: true });
    const seen = await sem.collection('users').getOne(lotteId);
    expect(detailsOf(seen)).toEqual({ phone: DETAILS.phone, study: undefined, joined_year: undefined });
    expect(seen['email']).toBe('lid@tjas.example');
  });

  it('are written by nobody through the records API, not even the member (hidden fields)', async () => {
    await lotte.collection('users').update(lotteId, { phone: '0611111111', shared: ['study'] });
    const stored = await pb.admin.collection('users').getOne(lotteId);
    expect(stored['phone']).toBe(DETAILS.phone);
  });

  it('cannot be found by filtering or sorting on them, shared or not', async () => {
    for (const query of [
      { filter: 'phone ~ "06"' },
      { filter: 'study = "Bewegingswetenschappen"' },
      { filter: 'joined_year > 2000' },
      { sort: 'phone' },
    ]) {
      const answer = await sem
        .collection('users')
        .getList(1, 50, query)
        .then(
          (list) => (list.items.some((item) => item.id === lotteId) ? 'gevonden' : 'niet gevonden'),
          (error: ClientResponseError) => error.status,
        );
      expect(answer, JSON.stringify(query)).toBe(400);
    }
  });

  it('refuse what is not a detail with a Dutch 400, and nothing is saved', async () => {
    const before = await lotte.collection('users').getOne(lotteId);
    const refused = await share(lotte, {
      phone: 'bel me maar',
      joined_year: new Date().getFullYear() + 2,
      study: 'Geneeskunde',
    }).catch((error: ClientResponseError) => error);
    expect(refused).toBeInstanceOf(ClientResponseError);
    const error = refused as ClientResponseError;
    expect(error.status).toBe(400);
    expect(error.response['data']['phone']['message']).toMatch(/^Vul een telefoonnummer in/);
    expect(error.response['data']['joined_year']['message']).toMatch(/^Vul het jaar in waarin je lid werd/);
    expect(detailsOf(await lotte.collection('users').getOne(lotteId))).toEqual(detailsOf(before));
    for (const wrong of [
      { shared: 'phone' },
      { shared: ['email'] },
      { phone: 612345678 },
      { joined_year: 'vorig jaar' },
      { email_shared: 'ja' },
    ]) {
      const status = await share(lotte, wrong).then(
        () => 200,
        (error: ClientResponseError) => error.status,
      );
      expect(status, JSON.stringify(wrong)).toBe(400);
    }
    expect(detailsOf(await lotte.collection('users').getOne(lotteId))).toEqual(detailsOf(before));
  });

  it('are only ever the logged-in member’s own', async () => {
    const anonymous = await pb
      .client()
      .send('/api/tjas/mijn-profiel', { method: 'PUT', body: { phone: '0600000000' } })
      .catch((error: ClientResponseError) => error.status);
    expect(anonymous).toBe(401);
  });

  it('cannot be shared or changed for someone else', async () => {
    const refused = await sem
      .collection('users')
      .update(lotteId, { shared: ['phone', 'study', 'joined_year'], phone: '0600000000' })
      .catch((error: ClientResponseError) => error.status);
    expect(refused).toBe(404);
    expect((await pb.admin.collection('users').getOne(lotteId))['phone']).toBe(DETAILS.phone);
  });

  it('of a deactivated member reach nobody, not even the admins who still see them', async () => {
    await share(sem, { phone: '0611223344', shared: ['phone'] });
    const semId = sem.authStore.record!.id;
    const admin = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
    expect((await admin.collection('users').getOne(semId))['phone']).toBe('0611223344');
    await pb.admin.collection('users').update(semId, { inactive: true });
    try {
      const seen = await admin.collection('users').getOne(semId);
      expect(seen['phone']).toBeUndefined();
      expect((await lotte.collection('users').getList(1, 1, { filter: `id = "${semId}"` })).items).toHaveLength(0);
    } finally {
      await pb.admin.collection('users').update(semId, { inactive: false });
    }
  });
});
