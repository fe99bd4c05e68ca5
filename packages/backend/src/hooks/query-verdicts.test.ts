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
  });

  it('tell queries apart whatever their texts hold: a filter is never taken for a sort', () => {
    const { app, verdicts, planProblem, events } = world();
    const relation = 'organiser.name != ""';
    expect(verdicts.verdictFor(app, events, { sort: relation })).not.toBe(
      verdicts.verdictFor(app, events, { filter: relation }),
    );
    // A sort that ends in a newline and a filter that starts with one: the same characters in a
    // row, but the first names no field (an @ term), the second follows a relation.
    const through = "@now != '' && organiser.name = ''";
    const noCommittees = (name: string) => name !== 'committees';
    expect(
      planProblem(verdicts.verdictFor(app, events, { filter: '', sort: `${through}\n` }).plan, noCommittees),
    ).toBeNull();
    expect(
      planProblem(verdicts.verdictFor(app, events, { filter: `\n${through}`, sort: '' }).plan, noCommittees),
    ).toMatchObject({ code: 'relation_not_allowed' });
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

  it('keep a bounded number of characters per runtime, and no query longer than a filter may be twice', () => {
    const { app, verdicts, events } = world();
    const { MAX_KEPT_CHARACTERS } = loadHook<{ MAX_KEPT_CHARACTERS: number }>('lib/query-verdicts.js');
    const long = { filter: `title = "${'x'.repeat(4100)}"` };
    expect(verdicts.verdictFor(app, events, long)).not.toBe(verdicts.verdictFor(app, events, long));
    const kept = verdicts.verdictFor(app, events, { filter: 'title = "0"' });
    let index = 1;
    for (let characters = 0; characters < MAX_KEPT_CHARACTERS - 2000; characters += 1000 + 40)
      verdicts.verdictFor(app, events, { filter: `title = "${index++}${'y'.repeat(1000)}"` });
    expect(verdicts.verdictFor(app, events, { filter: 'title = "0"' })).toBe(kept);
    for (let more = 0; more < 3; more++)
      verdicts.verdictFor(app, events, { filter: `title = "${index++}${'y'.repeat(1000)}"` });
    expect(verdicts.verdictFor(app, events, { filter: 'title = "0"' })).not.toBe(kept);
  });
});
