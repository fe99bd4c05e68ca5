import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { COLLECTION_ACCESS, type CollectionAccess } from '@tjas/permissions/collection-access';
import type PocketBase from 'pocketbase';
import type { CollectionModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHook } from '@tjas/backend/load-hook';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A member's filter, sort and realtime query may go through a relation or back-relation only
// into a collection whose every record they may list, and may ask for only so much work
// (pb_hooks/lib/filter-guard.js). Issue 29, findings 5, 6 and the filter part of 8.

const { LIMITS } = loadHook<{
  LIMITS: { filterLength: number; depth: number; paths: number; backRelations: number };
}>('lib/filter-guard.js');

let pb: TestPocketBase;
let lid: PocketBase; // a member without committees
let admin: PocketBase; // a member of an admin committee
let schema: CollectionModel[];

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  admin = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
  schema = (await pb.admin.collections.getFullList()).filter(
    (collection) => !collection.system || collection.name === 'users',
  );
});
afterAll(() => pb?.stop());

interface Answer {
  status: number;
  body: { message?: string; data?: Record<string, { code?: string; message?: string }> };
  ms: number;
}

async function list(member: PocketBase, collection: string, query: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${pb.url}/api/collections/${collection}/records?${new URLSearchParams(query)}`, {
    headers: { Authorization: member.authStore.token },
  });
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, body, ms: performance.now() - started };
}

/** The refusal's code for `param`, or '' when the request was not refused by the filter checks. */
function refusal(answer: Answer, param = 'filter'): string {
  return answer.status === 400 ? (answer.body.data?.[param]?.code ?? '') : '';
}

/**
 * Whether every member lists every record of a collection, as the permission table says: an
 * unconditional member grant and no condition every list must meet. Any other list rule shows a
 * member without committees part of the records, or none.
 */
function openToEveryMember(name: string): boolean {
  const access = (COLLECTION_ACCESS as Record<string, CollectionAccess | undefined>)[name];
  if (!access || access.require?.list) return false;
  return access.list.some((grant) => grant.to === 'member' && !grant.where);
}

/** Whether an admin lists every record: also through a permission, committee or releaser grant, which admins pass. */
function openToAdmins(name: string): boolean {
  const access = (COLLECTION_ACCESS as Record<string, CollectionAccess | undefined>)[name];
  if (!access || access.require?.list) return false;
  return access.list.some((grant) => grant.to !== 'owner' && !grant.where);
}

/** Every hop from one collection into another: its relations, and the back-relations pointing at it. */
function relationPairs(): { source: string; hop: string; target: string }[] {
  const byId = new Map(schema.map((collection) => [collection.id, collection]));
  const pairs: { source: string; hop: string; target: string }[] = [];
  for (const collection of schema) {
    for (const field of collection.fields) {
      const target =
        field['type'] === 'relation' && !field['hidden'] ? byId.get(field['collectionId'] as string) : null;
      if (!target) continue;
      pairs.push({ source: collection.name, hop: field['name'] as string, target: target.name });
      pairs.push({ source: target.name, hop: `${collection.name}_via_${field['name']}`, target: collection.name });
    }
  }
  return pairs;
}

describe('filters through relations (finding 5)', () => {
  it('do not tell a member which sign-ups have a payment mark', async () => {
    const answer = await list(lid, 'signups', { filter: 'signup_payments_via_signup.id=""' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      message: expect.stringContaining('signup_payments_via_signup'),
      data: { filter: { code: 'relation_not_allowed', message: answer.body.message } },
    });
  });

  it.each([
    ['users', 'board_interest_via_member.id != ""'],
    ['users', 'committee_interest_via_member.id != ""'],
    ['users', 'submissions_via_submitter.id != ""'],
    ['users', 'orders_via_member.id != ""'],
    ['signups', 'signup_answers_via_signup.id != ""'],
    ['events', 'signup_guests_via_event.id != ""'],
  ])('do not list who has private records either: %s %s', async (collection, filter) => {
    expect(refusal(await list(lid, collection, { filter }))).toBe('relation_not_allowed');
    expect(refusal(await list(lid, collection, { filter: 'id != ""', sort: filter.split(' ')[0]! }), 'sort')).toBe(
      'relation_not_allowed',
    );
  });

  it('are refused for every pair of collections exactly when the target is not open to every member', async () => {
    const pairs = relationPairs();
    expect(pairs.length).toBeGreaterThan(40); // the schema was read
    const wrong: string[] = [];
    for (const { source, hop, target } of pairs) {
      const refused =
        refusal(await list(lid, source, { filter: `${hop}.id != ""`, perPage: '1' })) === 'relation_not_allowed';
      if (refused === openToEveryMember(target))
        wrong.push(`${source}?filter=${hop}.id (-> ${target}): ${refused ? 'refused' : 'allowed'}`);
    }
    expect(wrong).toEqual([]);
    expect(pairs.some(({ target }) => !openToEveryMember(target))).toBe(true);
  });

  it('are open to admins wherever an admin lists every record anyway', async () => {
    const wrong: string[] = [];
    for (const { source, hop, target } of relationPairs()) {
      const refused =
        refusal(await list(admin, source, { filter: `${hop}.id != ""`, perPage: '1' })) === 'relation_not_allowed';
      if (refused === openToAdmins(target))
        wrong.push(`${source}?filter=${hop}.id (-> ${target}): ${refused ? 'refused' : 'allowed'}`);
    }
    expect(wrong).toEqual([]);
    const marked = await list(admin, 'signups', { filter: 'signup_payments_via_signup.id != ""', perPage: '1' });
    expect(marked.status).toBe(200);
  });

  it('cannot be used in a realtime subscription either', async () => {
    const topic = `signups/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: 'signup_payments_via_signup.id=""' } }))}`;
    const response = await fetch(`${pb.url}/api/realtime`, {
      method: 'POST',
      headers: { Authorization: lid.authStore.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId: 'unknown', subscriptions: [topic] }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer['body']).data?.['filter']?.code).toBe('relation_not_allowed');
  });

  it('keep every query of the site\u2019s own pages working', async () => {
    const me = lid.authStore.record!.id;
    const queries: [string, Record<string, string>][] = [
      ['signups', { filter: `user = "${me}" && (event.start >= @now || event.end >= @now)`, sort: 'event.start' }],
      ['signups', { filter: `user = "${me}" && event.ends >= @now`, fields: 'id,event,status,queue' }],
      ['events', { filter: 'ends >= @now', sort: 'start' }],
      ['events', { filter: 'ends < @now', sort: '-start' }],
      ['events', { filter: 'title ~ "ijs" || location ~ "ijs"', sort: '-start' }],
      ['users', { filter: '(name ~ "lo" || username ~ "lo") && inactive = false', sort: 'name' }],
      ['results', { filter: 'distance = 500', sort: '-date,distance,time', expand: 'skater' }],
      ['photos', { sort: 'position,created' }],
      ['documents', { filter: 'archived = false', sort: 'category,-created' }],
      ['submissions', { filter: `submitter = "${me}"`, sort: '-created' }],
      ['sections', { sort: 'order,name' }],
    ];
    for (const [collection, query] of queries) {
      const answer = await list(lid, collection, query);
      expect(answer.status, `${collection} ${JSON.stringify(query)}: ${answer.body.message}`).toBe(200);
    }
  });
});

describe('limits, each with a Dutch 400 that says what is too much', () => {
  it('on the filter length', async () => {
    const answer = await list(lid, 'events', { filter: `title ~ "${'a'.repeat(LIMITS.filterLength)}"` });
    expect(refusal(answer)).toBe('filter_too_long');
    expect(answer.body.message).toBe(
      `Een filter mag hoogstens ${LIMITS.filterLength} tekens lang zijn; dit filter is ${LIMITS.filterLength + 10} tekens.`,
    );
    expect((await list(lid, 'events', { filter: `title ~ "${'a'.repeat(LIMITS.filterLength - 10)}"` })).status).toBe(
      200,
    );
  });

  it('on the relations one path passes, also more than five (PocketBase\u2019s own limit, in English)', async () => {
    const deep = 'event.organiser.events_via_organiser.organiser.name = ""';
    const answer = await list(lid, 'signups', { filter: deep });
    expect(refusal(answer)).toBe('too_deep');
    expect(answer.body.message).toBe(
      `"${deep.split(' ')[0]}" in het filter gaat via 4 relaties; zoeken en sorteren kan via hoogstens ${LIMITS.depth}.`,
    );
    const six = 'event.organiser.events_via_organiser.organiser.events_via_organiser.organiser.name = ""';
    expect(refusal(await list(lid, 'signups', { filter: six }))).toBe('too_deep');
    expect(refusal(await list(admin, 'signups', { sort: six.split(' ')[0]! }), 'sort')).toBe('too_deep');
    expect((await list(lid, 'signups', { filter: 'event.organiser.events_via_organiser.title = ""' })).status).toBe(
      200,
    );
  });

  it('on the uses of relations in one query, filter and sort together', async () => {
    const uses = (count: number) => Array.from({ length: count }, (_, i) => `event.title = "${i}"`).join(' || ');
    const answer = await list(lid, 'signups', { filter: uses(LIMITS.paths), sort: 'event.start' });
    expect(refusal(answer, 'sort')).toBe('too_many_relations');
    expect(answer.body.message).toBe(
      `Zoeken en sorteren kan hoogstens ${LIMITS.paths} keer via een relatie; hier ${LIMITS.paths + 1} keer (event.title, event.start).`,
    );
    expect((await list(lid, 'signups', { filter: uses(LIMITS.paths - 1), sort: 'event.start' })).status).toBe(200);
  });

  it('on back-relations in one query', async () => {
    const answer = await list(lid, 'events', {
      filter: 'signups_via_event.status = "" || organiser.events_via_organiser.title = ""',
    });
    expect(refusal(answer)).toBe('too_many_back_relations');
    expect(answer.body.message).toContain(`hoogstens ${LIMITS.backRelations} terugverwijzing`);
    expect(answer.body.message).toContain('signups_via_event, organiser.events_via_organiser');
  });

  it('name an unknown field in a sort or a filter (finding 8)', async () => {
    const sorted = await list(lid, 'users', { sort: 'Email' });
    expect(sorted.status).toBe(400);
    expect(sorted.body.data?.['sort']).toEqual({
      code: 'unknown_field',
      message: 'Het veld "Email" in de sortering bestaat niet.',
    });
    const filtered = await list(lid, 'events', { filter: 'event.title ~ "x"' });
    expect(filtered.body.data?.['filter']).toEqual({
      code: 'unknown_field',
      message: 'Het veld "event" in het filter bestaat niet.',
    });
  });

  it('read a `//` comment as PocketBase does, so it hides nothing from the checks (finding 8)', async () => {
    const answer = await list(lid, 'users', { filter: `id != "" // it's\n|| email ~ "@"` });
    expect(refusal(answer)).toBe('private_field');
    const relation = await list(lid, 'signups', { filter: `id != "" // "\n|| signup_payments_via_signup.id = ""` });
    expect(refusal(relation)).toBe('relation_not_allowed');
  });

  it('read a query\u2019s names as PocketBase does, also escaped', async () => {
    for (const [name, param] of [
      ['%66ilter', 'filter'],
      ['%73ort', 'sort'],
    ] as const) {
      const value = param === 'filter' ? encodeURIComponent('email ~ "@"') : 'email';
      const response = await fetch(`${pb.url}/api/collections/users/records?${name}=${value}`, {
        headers: { Authorization: lid.authStore.token },
      });
      const body = (await response.json()) as Answer['body'];
      expect(refusal({ status: response.status, body, ms: 0 }, param), name).toBe('private_field');
    }
  });

  it('hold for HEAD, which runs the list as GET does', async () => {
    const query = new URLSearchParams({ filter: 'email ~ "@"', perPage: '1', skipTotal: '1' });
    const response = await fetch(`${pb.url}/api/collections/users/records?${query}`, {
      method: 'HEAD',
      headers: { Authorization: lid.authStore.token },
    });
    expect(response.status).toBe(400);
  });
});

/** The kind of filter that held the server 20 s (finding 6): three OR'd paths through four relations, two of them back. */
const FINDING_6: [string, Record<string, string>] = [
  'signups',
  {
    filter: [
      'event.signups_via_event.user.signups_via_user.event.title ~ "zz"',
      'user.signups_via_user.event.signups_via_event.user.name ~ "zz"',
      'event.signups_via_event.event.signups_via_event.id = "zz"',
    ].join(' || '),
  },
];

describe('one member\u2019s filters cannot hold the server (finding 6)', () => {
  it('refuses the filter that took 20 seconds, at once', async () => {
    const answer = await list(lid, ...FINDING_6);
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('keeps ordinary requests far from the old 10-20x slowdown while the worst allowed filters run in parallel', async () => {
    // The worst a member may send: every use of a relation the limits allow, each through the
    // one back-relation and on to the limit of relations, and the rest of the filter's length
    // in comparisons of the collection's own text.
    const worstFilter = (relation: (index: number) => string, own: (index: number) => string, uses: number) => {
      const terms = Array.from({ length: uses }, (_, index) => relation(index));
      for (let index = 0; [...terms, own(index)].join(' || ').length <= LIMITS.filterLength; index++)
        terms.push(own(index));
      return terms.join(' || ');
    };
    const worst: [string, Record<string, string>][] = [
      [
        'events',
        {
          filter: worstFilter(
            (i) => `signups_via_event.event.organiser.name ~ "z${i}"`,
            (i) => `description ~ "z${i}"`,
            LIMITS.paths - 1,
          ),
          sort: 'signups_via_event.created',
        },
      ],
      [
        'signups',
        {
          filter: worstFilter(
            (i) => `event.signups_via_event.event.title ~ "z${i}"`,
            (i) => `status ~ "z${i}"`,
            LIMITS.paths - 1,
          ),
          sort: 'event.signups_via_event.created',
        },
      ],
      [
        'committees',
        {
          filter: worstFilter(
            (i) => `events_via_organiser.organiser.name ~ "z${i}"`,
            (i) => `description ~ "z${i}"`,
            LIMITS.paths,
          ),
        },
      ],
    ];
    for (const [collection, query] of worst) {
      const answer = await list(lid, collection, query);
      expect(answer.status, `${collection}: ${answer.body.message}`).toBe(200);
      expect(query['filter']!.length).toBeGreaterThan(LIMITS.filterLength - 60);
    }
    const ordinary = () => list(lid, 'events', { filter: 'ends >= @now', sort: 'start' });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /**
     * The median time of 25 ordinary requests, one after the other, while four members each send
     * `load` requests one after the other with a short pause (as a page that keeps asking would).
     * Against the same four members sending ordinary requests, the ratio says what the worst
     * filters cost the others beyond ordinary use; an unpaced flood of any request (ordinary
     * ones too) slows a two-core server by the number of requests at once, which is a matter
     * for rate limits, not for what a filter may ask.
     */
    const measure = async (load?: () => Promise<unknown>) => {
      let running = true;
      const members = load
        ? Array.from({ length: 4 }, async () => {
            while (running) {
              await load();
              await pause(50);
            }
          })
        : [];
      const times: number[] = [];
      for (let i = 0; i < 25; i++) times.push((await ordinary()).ms);
      running = false;
      await Promise.all(members);
      return median(times);
    };
    worst.push(FINDING_6); // refused now; on the old code it alone slowed everyone 10-20x
    let next = 0;
    const attack = () => {
      const [collection, query] = worst[next++ % worst.length]!;
      return list(lid, collection, query);
    };
    await measure(); // warm up
    const idle: number[] = [];
    const usual: number[] = [];
    const attacked: number[] = [];
    // Interleaved rounds, so a busy moment of the (shared) machine falls on every side.
    for (let round = 0; round < 3; round++) {
      idle.push(await measure());
      usual.push(await measure(ordinary));
      attacked.push(await measure(attack));
    }
    const ratio = median(attacked) / median(usual);
    console.log(
      `ordinary request (median ms): ${median(idle).toFixed(1)} on an idle server, ` +
        `${median(usual).toFixed(1)} while 4 members send ordinary requests, ` +
        `${median(attacked).toFixed(1)} while 4 send the worst allowed filters (${ratio.toFixed(2)}x)`,
    );
    // The limits themselves are checked exactly above; this guards against their purpose failing
    // (the old code: 10-20x). A busy machine alone doubled the ratio in CI (2.0-2.2x with the other
    // test tiers on both cores; 1.1x when quiet), hence the margin.
    expect(ratio).toBeLessThan(4);
  }, 60_000);
});
