import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn } from './record-stand-in.ts';

// Where a rollback without a version goes (pb_hooks/lib/section-store.js `rollbackTarget`): the
// version live before, walking back through what was live, never to one released after the live
// one (docs/sections.md: "the button on /secties goes back to an older one only").

interface Store {
  rollbackTarget(app: unknown, name: string): string;
}

/** The target after `log` ([action, version], oldest first), with every version still stored. */
function targetAfter(log: [string, string][]): string {
  const hook = loadHook<Store>('lib/section-store.js', { globals: { $os: { stat: () => ({}) } } });
  const records = log.map(([action, version], index) => recordStandIn({ action, version, seq: index + 1 }));
  const app = { dataDir: () => '/data', findRecordsByFilter: () => records };
  return hook.rollbackTarget(app, 'sport');
}

describe('rollbackTarget', () => {
  it('goes back to the version before, and past a rollback to the one before that', () => {
    expect(
      targetAfter([
        ['release', 'a'],
        ['release', 'b'],
      ]),
    ).toBe('a');
    expect(
      targetAfter([
        ['release', 'a'],
        ['release', 'b'],
        ['release', 'c'],
        ['rollback', 'b'],
      ]),
    ).toBe('a');
    expect(targetAfter([['release', 'a']])).toBe('');
  });

  it('after a named rollback past newer releases, goes to an older version, not to a newer one', () => {
    // a, b; back to a; c released; then b named: the button offers a (older than b), not c.
    const log: [string, string][] = [
      ['release', 'a'],
      ['release', 'b'],
      ['rollback', 'a'],
      ['release', 'c'],
      ['rollback', 'b'],
    ];
    expect(targetAfter(log)).toBe('a');
  });

  it('starts again after the section was taken off the site', () => {
    expect(
      targetAfter([
        ['release', 'a'],
        ['remove', 'a'],
        ['release', 'b'],
      ]),
    ).toBe('');
  });
});
