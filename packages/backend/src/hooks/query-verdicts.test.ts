import { describe, expect, it } from 'vitest';
import { collectionStandIn } from './collection-stand-in.ts';
import { loadHook } from './load-hook.ts';

// What the list checks keep per query (pb_hooks/lib/query-verdicts.js): the schema is read once
// per query and schema version, never again until a collection changes; what the member may
// follow is asked each time (lib/filter-guard.js's planProblem). tests/integration/private-fields.test.ts
// hides a field on a real PocketBase between two identical queries.

interface Problem {
  param: string;
  code: string;
}
interface Verdict {
  privateParam: string;
  plan: unknown;
}
type Query = { filter?: string; sort?: string };

/** A PocketBase stand-in that counts its schema lookups and keeps a store as PocketBase's app.store() does. */
function world() {
  const notes = { name: 'notes', kind: 'text', hidden: false };
  const collections = [
    collectionStandIn('pbc_committees', 'committees', 'base', [{ name: 'name', kind: 'text' }]),
    collectionStandIn('pbc_events', 'events', 'base', [
      { name: 'title', kind: 'text' },
      notes,
      { name: 'organiser', kind: 'relation', target: 'pbc_committees' },
    ]),
  ];
  const stored = new Map<string, unknown>();
  const app = {
    lookups: 0,
    findCachedCollectionByNameOrId(nameOrId: string) {
      app.lookups++;
      const found = collections.find((candidate) => candidate.id === nameOrId || candidate.name === nameOrId);
      if (!found) throw new Error('sql: no rows in result set');
      return found;
    },
    store: () => ({
      get: (key: string) => stored.get(key),
      set: (key: string, value: unknown) => stored.set(key, value),
    }),
  };
  let serial = 0;
  const verdicts = loadHook<{
    verdictFor(app: unknown, collection: { id: string }, query: Query): Verdict;
    schemaChanged(app: unknown): void;
  }>('lib/query-verdicts.js', { globals: { $security: { randomString: () => `versie${++serial}` } } });
  const { planProblem } = loadHook<{
    planProblem(plan: unknown, listsAll: (name: string) => boolean): Problem | null;
  }>('lib/filter-guard.js');
  const events = collections[1]!;
  return { app, notes, verdicts, planProblem, events };
}

describe('query verdicts', () => {
  it('read the schema once per query, not on every request', () => {
    const { app, verdicts, events } = world();
    const query = { filter: 'title ~ "gala"', sort: 'organiser.name' };
    const first = verdicts.verdictFor(app, events, query);
    const lookups = app.lookups;
    expect(lookups).toBeGreaterThan(0);
    expect(verdicts.verdictFor(app, events, { ...query })).toBe(first);
    expect(app.lookups).toBe(lookups);
    // Another query, or the same text as a sort instead of a filter, is read on its own.
    verdicts.verdictFor(app, events, { sort: 'title ~ "gala"' });
    expect(app.lookups).toBeGreaterThan(lookups);
  });

  it('are read again once the schema has changed, so a newly hidden field is refused at once', () => {
    const { app, notes, verdicts, events } = world();
    const query = { filter: 'notes ~ "x"' };
    expect(verdicts.verdictFor(app, events, query).privateParam).toBe('');
    notes.hidden = true;
    // Until PocketBase says the schema changed, the kept verdict stands (the change is not final yet) ...
    expect(verdicts.verdictFor(app, events, query).privateParam).toBe('');
    verdicts.schemaChanged(app);
    expect(verdicts.verdictFor(app, events, query).privateParam).toBe('filter');
  });

  it('keep what the member may follow out of the verdict: one plan, each member their own answer', () => {
    const { app, verdicts, planProblem, events } = world();
    const { plan } = verdicts.verdictFor(app, events, { sort: 'organiser.name' });
    expect(planProblem(plan, () => true)).toBeNull();
    expect(planProblem(plan, (name) => name !== 'committees')).toMatchObject({
      param: 'sort',
      code: 'relation_not_allowed',
    });
  });

  it('keep at most 500 queries per runtime: a flood of made-up filters starts the runtime over', () => {
    const { app, verdicts, events } = world();
    const kept = verdicts.verdictFor(app, events, { filter: 'title = "0"' });
    for (let index = 1; index < 500; index++) verdicts.verdictFor(app, events, { filter: `title = "${index}"` });
    expect(verdicts.verdictFor(app, events, { filter: 'title = "0"' })).toBe(kept);
    verdicts.verdictFor(app, events, { filter: 'title = "500"' });
    expect(verdicts.verdictFor(app, events, { filter: 'title = "0"' })).not.toBe(kept);
  });
});
