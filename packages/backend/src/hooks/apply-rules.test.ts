import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// pb_hooks/lib/access.js's applyRules against stand-ins of PocketBase's collections: the rules of
// the permission table are given at every start, and a collection that refuses them is closed,
// never left with rules that may be wider than the table's.

type Rules = Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', string | null>;

const MEMBERS = '@request.auth.id != ""';
const closed: Rules = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
const read = (rule: string): Rules => ({ ...closed, listRule: rule, viewRule: rule });

/** A start with `table` as generated/access.json and `stored` as the collections' rules now. */
function start(
  table: Record<string, Rules>,
  stored: Record<string, Rules>,
  refuses: (name: string, rules: Rules) => boolean,
) {
  const saved: Record<string, Rules> = Object.fromEntries(
    Object.entries(stored).map(([name, rules]) => [name, { ...rules }]),
  );
  const errors: string[] = [];
  const saves: string[] = [];
  const { applyRules } = loadHook<{ applyRules(app: unknown): void }>('lib/access.js', {
    globals: { $os: { readFile: () => JSON.stringify({ rules: table }) }, toString: String },
  });
  const app = {
    findCollectionByNameOrId(name: string) {
      if (!saved[name]) throw new Error('not found');
      return { name, ...saved[name] };
    },
    save(collection: Rules & { name: string }) {
      const { name, ...rules } = collection;
      saves.push(name);
      if (refuses(name, rules)) throw new Error(`${name}: listRule: unknown field "draft"`);
      saved[name] = rules;
    },
    logger: () => ({ error: (message: string, ...fields: unknown[]) => errors.push([message, ...fields].join(' ')) }),
  };
  applyRules(app);
  return { saved, errors, saves };
}

describe('the rules of the permission table at a start', () => {
  it('are given to every collection whose rules differ, and nothing else is saved', () => {
    const { saved, errors } = start(
      { events: read(MEMBERS), event_cards: read(MEMBERS) },
      { events: read(MEMBERS), event_cards: closed },
      () => false,
    );
    expect(saved).toEqual({ events: read(MEMBERS), event_cards: read(MEMBERS) });
    expect(errors).toEqual([]);
  });

  it('leave alone a collection whose rules are the table\u2019s as PocketBase gives them (Go pointers to strings)', () => {
    // A rule reaches the hooks as an object that reads as its text; null stays null.
    const pointer = (rule: string | null) => (rule === null ? null : { toString: () => rule });
    const asGiven = Object.fromEntries(Object.entries(read(MEMBERS)).map(([key, rule]) => [key, pointer(rule)]));
    const { saves } = start({ events: read(MEMBERS) }, { events: asGiven as unknown as Rules }, () => false);
    expect(saves).toEqual([]);
  });

  it('close a collection that refuses them, instead of leaving its older, wider rules', () => {
    const narrower = `${MEMBERS} && draft = false`;
    const { saved, errors } = start(
      { events: read(narrower), event_cards: read(narrower) },
      { events: read(MEMBERS), event_cards: read(MEMBERS) },
      // The view has no `draft` column (the events have): PocketBase refuses a rule that names it.
      (name, rules) => name === 'event_cards' && rules.listRule === narrower,
    );
    expect(saved).toEqual({ events: read(narrower), event_cards: closed });
    expect(errors).toEqual([expect.stringMatching(/collectie gesloten voor leden collection event_cards/)]);
  });

  it('stop the start when a collection can take neither them nor being closed', () => {
    expect(() =>
      start({ event_cards: read(`${MEMBERS} && draft = false`) }, { event_cards: read(MEMBERS) }, () => true),
    ).toThrow(/Toegangsregels van event_cards niet toe te passen .* en niet te sluiten/);
  });
});
