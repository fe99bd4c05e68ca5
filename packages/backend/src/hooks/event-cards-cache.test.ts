import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOOKS_DIR } from '../paths.ts';
import { callText, hookFiles, hookTags } from './hook-calls.ts';
import { loadHook } from './load-hook.ts';

// The events list's kept pages (pb_hooks/lib/event-cards-cache.js) are one answer for every
// member: they may only stand in for PocketBase's list where its answer would be that same page.
// That they do (and follow every change) is tried against PocketBase in
// tests/integration/event-cards-cache.test.ts.

interface EventCardsCache {
  IMPLEMENTED_RULE: string;
  sectionQuery(raw: string): { filter: string; sort: string; page: number } | null;
}

const cache = loadHook<EventCardsCache>('lib/event-cards-cache.js', { globals: { $os: { getenv: () => '' } } });

describe('the queries the kept pages take', () => {
  it('are the events page’s own lists, as its SDK and the bench write them', () => {
    expect(cache.sectionQuery('page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=true')).toEqual({
      filter: 'ends >= @now',
      sort: 'start',
      page: 1,
    });
    expect(cache.sectionQuery('filter=ends+%3C+%40now&sort=-start&skipTotal=1&perPage=30&page=10')).toEqual({
      filter: 'ends < @now',
      sort: '-start',
      page: 10,
    });
  });

  it.each([
    ['a name given twice', 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1&page=2'],
    ['a filter given twice', 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&filter=x&sort=start&skipTotal=1'],
    ['one more name', 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1&expand=organiser'],
    ['a field list', 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1&fields=id'],
    ['a name missing', 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start'],
    [
      'the upcoming filter with the past sort',
      'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=-start&skipTotal=1',
    ],
    ['another filter', 'page=1&perPage=30&filter=(ends%20%3E%3D%20%40now)&sort=start&skipTotal=1'],
    ['another page size', 'page=1&perPage=31&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1'],
    ['the total asked', 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=0'],
    ['page 0', 'page=0&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1'],
    ['page 11', 'page=11&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1'],
    ['a page with a leading zero', 'page=01&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1'],
    ['a broken escape', 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now%E&sort=start&skipTotal=1'],
    ['a semicolon (Go reads no such query)', 'page=1;perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=1'],
    ['an empty query', ''],
  ])('leave %s to PocketBase', (_why, raw) => {
    expect(cache.sectionQuery(raw)).toBeNull();
  });

  it('stand in for the rule the permission table gives the cards', () => {
    const access = JSON.parse(readFileSync(join(HOOKS_DIR, 'generated/access.json'), 'utf8')) as {
      rules: Record<string, { listRule: string | null }>;
    };
    expect(access.rules['event_cards']?.listRule).toBe(cache.IMPLEMENTED_RULE);
  });

  it('are kept only where no hook of the site changes what a member sees of a card', () => {
    // A list or enrich hook on the cards (or on every collection) would run for PocketBase's
    // answers only, not for the kept pages.
    const offenders: string[] = [];
    for (const file of hookFiles()) {
      const source = readFileSync(join(HOOKS_DIR, file), 'utf8');
      for (const found of source.matchAll(/\bon(?:RecordsListRequest|RecordEnrich)\s*\(/g)) {
        const tags = hookTags(callText(source, found.index + found[0].length));
        if (!tags || tags.includes("'event_cards'")) offenders.push(`${file}: ${found[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
