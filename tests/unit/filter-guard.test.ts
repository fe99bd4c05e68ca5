import { describe, expect, it } from 'vitest';
import { loadHook } from '@tjas/backend/load-hook';

// The pure path logic of the hooks' filter checks (pb_hooks/lib/filter-terms.js, field-paths.js,
// filter-guard.js) against a small schema of its own; tests/integration/filter-guards.test.ts
// tries the same rules over the real API.

interface Field {
  type: string;
  target: string;
  private: boolean;
}
interface View {
  id: string;
  name: string;
  field(name: string): Field | null;
}
interface Schema {
  collection(nameOrId: string): View | null;
}
interface Walk {
  hops: { path: string; target: string; back: boolean }[];
  private: boolean;
  unknown: string;
}
interface Problem {
  param: string;
  code: string;
  message: string;
}

const { filterPaths, sortPaths } = loadHook<{
  filterPaths(filter: string): string[];
  sortPaths(sort: string): string[];
}>('lib/filter-terms.js');
const { walkPath } = loadHook<{ walkPath(schema: Schema, start: View | null, path: string): Walk }>(
  'lib/field-paths.js',
);
const { LIMITS, queryProblem } = loadHook<{
  LIMITS: { filterLength: number; depth: number; paths: number; backRelations: number };
  queryProblem(
    schema: Schema,
    start: View | null,
    query: { filter?: string; sort?: string },
    listsAll: (name: string) => boolean,
  ): Problem | null;
}>('lib/filter-guard.js');

const relation = (target: string): Field => ({ type: 'relation', target, private: false });
const plain = (type = 'text', isPrivate = false): Field => ({ type, target: '', private: isPrivate });
const FIELDS: Record<string, Record<string, Field>> = {
  users: { id: plain(), name: plain(), email: plain('email', true), committees: relation('committees') },
  committees: { id: plain(), name: plain() },
  events: {
    id: plain(),
    title: plain(),
    start: plain('date'),
    ends: plain('date'),
    archived: plain('bool'),
    created: plain('autodate'),
    organiser: relation('committees'),
    data: plain('json'),
  },
  signups: { id: plain(), status: plain(), event: relation('events'), user: relation('users') },
  payments: { id: plain(), signup: relation('signups') },
};
const schema: Schema = {
  collection: (name) =>
    FIELDS[name] ? { id: name, name, field: (field: string) => FIELDS[name]![field] ?? null } : null,
};
const signups = schema.collection('signups');
const events = schema.collection('events');
const OPEN = new Set(['committees', 'events', 'signups', 'users']);
const memberLists = (name: string) => OPEN.has(name);
const problem = (query: { filter?: string; sort?: string }, start = signups) =>
  queryProblem(schema, start, query, memberLists);

describe('filterPaths', () => {
  it('reads names, not text in quotes, comments or function names', () => {
    expect(filterPaths(`title ~ "user.email" && status = 'a\\'b.c' || geoDistance(lon, lat, 1, 2) < 5`)).toEqual([
      'title',
      'status',
      'lon',
      'lat',
    ]);
  });

  it('reads a comment to the end of its line, as PocketBase does, whatever quote it holds', () => {
    expect(filterPaths(`id != "" // it's\n|| user.email ~ "@"`)).toEqual(['id', 'user.email']);
  });

  it('reads numbers as numbers and the @ terms and literals as names', () => {
    expect(filterPaths('count > -1.5 && start >= @now && done = true')).toEqual([
      'count',
      'start',
      '@now',
      'done',
      'true',
    ]);
  });

  it('reads a sort list', () => {
    expect(sortPaths('-created, +event.start ,name')).toEqual(['created', 'event.start', 'name']);
  });
});

describe('walkPath', () => {
  it('follows relations and back-relations into the collections they enter', () => {
    expect(walkPath(schema, events, 'signups_via_event.user.name')).toEqual({
      hops: [
        { path: 'signups_via_event', target: 'signups', back: true },
        { path: 'signups_via_event.user', target: 'users', back: false },
      ],
      private: false,
      unknown: '',
    });
    expect(walkPath(schema, signups, 'payments_via_signup.id').hops).toEqual([
      { path: 'payments_via_signup', target: 'payments', back: true },
    ]);
  });

  it('does not count a relation it only compares (its ids are in the record itself)', () => {
    expect(walkPath(schema, signups, 'event').hops).toEqual([]);
    expect(walkPath(schema, schema.collection('users'), 'committees:length').hops).toEqual([]);
  });

  it('stops at a json field and finds private fields on the way', () => {
    expect(walkPath(schema, signups, 'event.data.a.b')).toMatchObject({ unknown: '', private: false });
    expect(walkPath(schema, signups, 'user.email:lower').private).toBe(true);
  });

  it('names what PocketBase would not find', () => {
    expect(walkPath(schema, signups, 'Email').unknown).toBe('Email');
    expect(walkPath(schema, signups, 'event.nothing').unknown).toBe('event.nothing');
    expect(walkPath(schema, signups, 'status.x').unknown).toBe('status.x');
    // a back-relation whose field points elsewhere
    expect(walkPath(schema, events, 'payments_via_signup.id').unknown).toBe('payments_via_signup');
    // PocketBase reads what it cannot find on the caller's record as null
    expect(walkPath(schema, signups, '@request.auth.nothing').unknown).toBe('');
  });
});

describe('queryProblem', () => {
  it('lets the site\u2019s own queries pass', () => {
    expect(problem({ filter: 'user = "x" && event.ends >= @now', sort: 'event.start' })).toBeNull();
    expect(problem({ filter: 'archived = false', sort: '-created,@random' }, events)).toBeNull();
  });

  it('refuses a path into a collection the member may not list in full, at any hop', () => {
    expect(problem({ filter: 'payments_via_signup.id = ""' })).toMatchObject({
      param: 'filter',
      code: 'relation_not_allowed',
    });
    expect(problem({ sort: 'event.signups_via_event.payments_via_signup.id' })).toMatchObject({
      param: 'sort',
      code: 'relation_not_allowed',
    });
    expect(queryProblem(schema, signups, { filter: 'payments_via_signup.id = ""' }, () => true)).toBeNull();
  });

  it('limits the filter length, the relations per path, the paths and the back-relations', () => {
    expect(problem({ filter: `title ~ "${'x'.repeat(LIMITS.filterLength)}"` })?.code).toBe('filter_too_long');
    expect(problem({ filter: 'event.organiser.name = ""' })).toBeNull();
    expect(problem({ filter: 'event.signups_via_event.event.organiser.name = ""' })).toMatchObject({
      code: 'too_deep',
      message: expect.stringContaining('via 4 relaties'),
    });
    const uses = (count: number) => Array.from({ length: count }, (_, i) => `event.title = "${i}"`).join(' || ');
    expect(problem({ filter: uses(LIMITS.paths) })).toBeNull();
    expect(problem({ filter: uses(LIMITS.paths - 1), sort: 'event.start' })).toBeNull();
    expect(problem({ filter: uses(LIMITS.paths), sort: 'user.name' })).toMatchObject({
      param: 'sort',
      code: 'too_many_relations',
      message: `Zoeken en sorteren kan hoogstens ${LIMITS.paths} keer via een relatie; hier ${LIMITS.paths + 1} keer (event.title, user.name).`,
    });
    expect(problem({ filter: `${uses(LIMITS.paths)} || status = "" || user = ""` })).toBeNull(); // no relation passed
    expect(problem({ filter: 'signups_via_event.id = "" && organiser.name = ""' }, events)).toBeNull();
    expect(
      problem({ filter: 'signups_via_event.id = ""', sort: 'signups_via_event.event.signups_via_event.id' }, events),
    ).toMatchObject({ param: 'sort', code: 'too_many_back_relations' });
  });

  it('names an unknown field in Dutch', () => {
    expect(problem({ sort: 'Email' })).toEqual({
      param: 'sort',
      code: 'unknown_field',
      message: 'Het veld "Email" in de sortering bestaat niet.',
    });
    expect(problem({ filter: 'TRUE = true && nothing = 1' })?.message).toBe(
      'Het veld "nothing" in het filter bestaat niet.',
    );
  });

  it('names the first problem in the order of the paths, the filter before the sort, the counts last', () => {
    expect(problem({ filter: 'payments_via_signup.id = "" && nothing = 1' })?.code).toBe('relation_not_allowed');
    expect(problem({ filter: 'nothing = 1 && payments_via_signup.id = ""' })?.code).toBe('unknown_field');
    expect(problem({ filter: 'payments_via_signup.id = ""', sort: 'nothing' })?.param).toBe('filter');
    const sixUses = Array.from({ length: 6 }, () => 'event.title != ""').join(' && ');
    expect(problem({ filter: sixUses, sort: 'nothing' })?.code).toBe('unknown_field');
    expect(problem({ filter: sixUses, sort: 'payments_via_signup.id' })?.code).toBe('relation_not_allowed');
    expect(problem({ filter: sixUses })?.code).toBe('too_many_relations');
  });
});
