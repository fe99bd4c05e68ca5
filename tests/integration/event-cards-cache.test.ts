import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';
import { impersonatedMember, type ImpersonatedMember } from './support/impersonated-member.ts';

// The events list's pages kept for every member (pb_hooks/lib/event-cards-cache.js): the same
// answer as PocketBase's own list, and never an older one than the events' last committed change.
// Kept pages carry a mark (TJAS_CARDS_CACHE_HEADER=1): `bewaard` (kept), `gelezen` (read for this
// request); PocketBase's own answers carry none.

let pb: TestPocketBase;
let organiser: string;
const members: ImpersonatedMember[] = [];

const inHours = (hours: number, from = Date.now()) =>
  new Date(from + hours * 3_600_000).toISOString().replace('T', ' ');
const UPCOMING = { filter: 'ends >= @now', sort: 'start' };
const PAST = { filter: 'ends < @now', sort: '-start' };

interface Answer {
  status: number;
  kept: string | null;
  body: { items: RecordModel[]; page: number; perPage: number; totalItems: number; totalPages: number };
}

/** GET of the cards with `params` (as the section's SDK writes them, unless given otherwise) as `token`'s member. */
async function cards(params: Record<string, string>, token: string | null = members[0]!.client.authStore.token) {
  const query = new URLSearchParams({ page: '1', perPage: '30', skipTotal: 'true', ...params });
  const response = await fetch(`${pb.url}/api/collections/event_cards/records?${query}`, {
    headers: token ? { Authorization: token } : {},
  });
  return {
    status: response.status,
    kept: response.headers.get('X-Tjas-Kaarten'),
    body: (await response.json()) as Answer['body'],
  } satisfies Answer;
}

/** The upcoming list's page 1, asked twice: the second answer must be the kept page. */
async function keptUpcoming(): Promise<Answer> {
  await cards(UPCOMING);
  const answer = await cards(UPCOMING);
  expect(answer.kept).toBe('bewaard');
  return answer;
}

const ids = (answer: Answer) => answer.body.items.map((card) => card.id);
const card = (answer: Answer, id: string) => answer.body.items.find((item) => item.id === id);

const createMember = (index: number, fields: Record<string, unknown> = {}) =>
  impersonatedMember(pb.admin, `kaart${index}`, `Kaart ${index}`, fields);

const createEvent = (fields: Record<string, unknown> = {}) =>
  pb.admin.collection('events').create({ title: 'Schaatsweekend', start: inHours(30 * 24), organiser, ...fields });

beforeAll(async () => {
  pb = await startTestPocketBase({ env: { TJAS_CARDS_CACHE_HEADER: '1' } });
  organiser = (await pb.admin.collection('committees').create({ name: 'Activiteitencommissie' })).id;
  members.push(await createMember(1), await createMember(2));
  // 35 upcoming events (two pages), some at the same moment, and two past ones.
  const from = Date.now();
  for (let index = 0; index < 35; index++)
    await createEvent({ title: `Tocht ${index}`, start: inHours(24 + (index % 20), from), capacity: 10 });
  await createEvent({ title: 'Voorbij 1', start: inHours(-5), end: inHours(-4) });
  await createEvent({ title: 'Voorbij 2', start: inHours(-3), end: inHours(-2) });
});
afterAll(() => pb?.stop());

describe('the kept pages of the events list', () => {
  it('answer what PocketBase answers for the same list, upcoming and past, page by page', async () => {
    for (const list of [UPCOMING, PAST])
      for (const page of ['1', '2', '3']) {
        const kept = await cards({ ...list, page });
        expect(kept.kept).not.toBeNull();
        // The same list in words the kept pages do not take: PocketBase's own answer.
        const own = await cards({ ...list, page, filter: `(${list.filter})` });
        expect(own.kept).toBeNull();
        expect(kept.status).toBe(200);
        expect(kept.body).toEqual(own.body);
      }
    const first = await cards(UPCOMING);
    expect(first.body.items).toHaveLength(30);
    expect(first.body).toMatchObject({ page: 1, perPage: 30, totalItems: -1, totalPages: -1 });
    expect((await cards({ ...UPCOMING, page: '2' })).body.items).toHaveLength(5);
    expect(ids(await cards(PAST))).toHaveLength(2);
    // The events page's own call, through the SDK (skipTotal as `true`), and the bench's (`1`).
    const sdk = await members[0]!.client
      .collection('event_cards')
      .getList(1, 30, { ...UPCOMING, skipTotal: true, requestKey: null });
    expect(sdk.items.map((item) => item.id)).toEqual(ids(first));
    expect((await cards({ ...UPCOMING, skipTotal: '1' })).kept).toBe('bewaard');
  });

  it('are one page for every member: a kept page read for one member answers the next', async () => {
    await keptUpcoming();
    const other = await cards(UPCOMING, members[1]!.client.authStore.token);
    expect(other.kept).toBe('bewaard');
  });

  it('show a new, changed or deleted event at once', async () => {
    await keptUpcoming();
    const added = await createEvent({ title: 'Nieuw in de lijst', start: inHours(1) });
    const afterAdd = await cards(UPCOMING);
    expect(afterAdd.kept).toBe('gelezen');
    expect(card(afterAdd, added.id)?.['title']).toBe('Nieuw in de lijst');
    await keptUpcoming();
    await pb.admin.collection('events').update(added.id, { title: 'Anders genoemd' });
    const afterUpdate = await cards(UPCOMING);
    expect(afterUpdate.kept).toBe('gelezen');
    expect(card(afterUpdate, added.id)?.['title']).toBe('Anders genoemd');
    await keptUpcoming();
    await pb.admin.collection('events').update(added.id, { cancelled: true });
    const afterCancel = await cards(UPCOMING);
    expect(afterCancel.kept).toBe('gelezen');
    expect(card(afterCancel, added.id)?.['cancelled']).toBe(true);
    await keptUpcoming();
    await pb.admin.collection('events').delete(added.id);
    const afterDelete = await cards(UPCOMING);
    expect(afterDelete.kept).toBe('gelezen');
    expect(ids(afterDelete)).not.toContain(added.id);
    // A superuser's SQL in the dashboard passes no hook of a record.
    await keptUpcoming();
    await pb.admin.send('/api/sql', {
      method: 'POST',
      body: { query: `UPDATE events SET title = 'Via SQL' WHERE id = '${ids(afterDelete)[0]}'` },
    });
    const afterSql = await cards(UPCOMING);
    expect(afterSql.kept).toBe('gelezen');
    expect(afterSql.body.items[0]?.['title']).toBe('Via SQL');
  });

  it('count a member’s own sign-up, a batch’s, a sign-off, more places and a member who left at once', async () => {
    const event = await createEvent({ title: 'Telt mee', start: inHours(2), capacity: 1 });
    /** The event's card after a change: read again for it, with the counts it shows. */
    const counted = async () => {
      const answer = await cards(UPCOMING);
      expect(answer.kept).toBe('gelezen');
      const found = card(answer, event.id);
      return [found?.['signups_confirmed'], found?.['signups_waiting']];
    };
    await keptUpcoming();
    // A member's own sign-up, placed by the request middleware and saved by statement.
    const own = await members[0]!.client.collection('signups').create({ event: event.id, user: members[0]!.id });
    expect(await counted()).toEqual([1, 0]);
    // A batch's sign-up: saved through PocketBase, counted when the batch commits.
    await pb.admin.settings.update({ batch: { enabled: true, maxRequests: 10, timeout: 3, maxBodySize: 0 } });
    try {
      await keptUpcoming();
      const batch = members[1]!.client.createBatch();
      batch.collection('signups').create({ event: event.id, user: members[1]!.id });
      await batch.send();
      expect(await counted()).toEqual([1, 1]);
    } finally {
      await pb.admin.settings.update({ batch: { enabled: false } });
    }
    // A sign-off: the waiting member moves up.
    await keptUpcoming();
    await members[0]!.client.collection('signups').delete(own.id);
    expect(await counted()).toEqual([1, 0]);
    // More places: a new waiting member, then one more place moves them up.
    const late = await createMember(4);
    await late.client.collection('signups').create({ event: event.id, user: late.id });
    await keptUpcoming();
    await pb.admin.collection('events').update(event.id, { capacity: 2 });
    expect(await counted()).toEqual([2, 0]);
    // A member who is removed takes their sign-up with them.
    await keptUpcoming();
    await pb.admin.collection('users').delete(late.id);
    expect(await counted()).toEqual([1, 0]);
  });

  it('are read again after two seconds, whatever changed: an event that ended leaves the upcoming list', async () => {
    const ending = await createEvent({ title: 'Bijna voorbij', start: inHours(-1), end: inHours(0.001) });
    const before = await keptUpcoming();
    expect(ids(before)).toContain(ending.id);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const after = await cards(UPCOMING);
    expect(after.kept).toBe('gelezen');
    expect(ids(after)).not.toContain(ending.id);
  });

  it('leave every other request to PocketBase: other queries, other members, a rate limit', async () => {
    await keptUpcoming();
    const inactive = await createMember(3, { inactive: true });
    const other: [string, Promise<Answer>][] = [
      ['a field list', cards({ ...UPCOMING, fields: 'id,title' })],
      ['another sort', cards({ ...UPCOMING, sort: '-start' })],
      ['another page size', cards({ ...UPCOMING, perPage: '10' })],
      ['with the total', cards({ ...UPCOMING, skipTotal: 'false' })],
      ['a page past the kept ones', cards({ ...UPCOMING, page: '11' })],
      ['no member', cards(UPCOMING, null)],
      ['an inactive member', cards(UPCOMING, inactive.client.authStore.token)],
      ['a superuser', cards(UPCOMING, pb.admin.authStore.token)],
    ];
    for (const [why, answer] of other) expect([why, (await answer).kept]).toEqual([why, null]);
    const head = await fetch(
      `${pb.url}/api/collections/event_cards/records?${new URLSearchParams({ page: '1', perPage: '30', skipTotal: 'true', ...UPCOMING })}`,
      {
        method: 'HEAD',
        headers: { Authorization: members[0]!.client.authStore.token },
      },
    );
    expect([head.status, head.headers.get('X-Tjas-Kaarten')]).toEqual([200, null]);
    // What PocketBase answers them: no cards for who may not read them.
    expect((await cards(UPCOMING, null)).body.items).toEqual([]);
    expect((await cards(UPCOMING, inactive.client.authStore.token)).body.items).toEqual([]);
    // A rate limit on lists: PocketBase counts (and refuses) these requests itself.
    await pb.admin.settings.update({
      rateLimits: { enabled: true, rules: [{ label: 'event_cards:list', maxRequests: 2, duration: 60, audience: '' }] },
    });
    try {
      const limited = [await cards(UPCOMING), await cards(UPCOMING), await cards(UPCOMING)];
      expect(limited.map((answer) => [answer.status, answer.kept])).toEqual([
        [200, null],
        [200, null],
        [429, null],
      ]);
    } finally {
      await pb.admin.settings.update({ rateLimits: { enabled: false, rules: [] } });
    }
  });
});
