import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOOKS_DIR } from '../paths.ts';
import { callText, hookFiles, hookTags } from './hook-calls.ts';
import { loadHook } from './load-hook.ts';

// The events list's kept pages (pb_hooks/lib/event-cards-cache.js) are one answer for every
// member: they may only stand in for PocketBase's list where its answer would be that same page.
// That they do (and follow every change) is tried against PocketBase in
// tests/integration/event-cards-cache.test.ts.

interface EventCardsCache {
  IMPLEMENTED_RULE: string;
  KEEP_MS: number;
  sectionQuery(raw: string): { filter: string; sort: string; page: number } | null;
  serveCards(e: unknown, url: { rawQuery: string }): boolean;
  cardsChanged(app: unknown): void;
}

let marks = 0;
const cache = loadHook<EventCardsCache>('lib/event-cards-cache.js', {
  globals: {
    $os: { getenv: () => '' },
    $security: { randomString: () => `mark-${++marks}` },
    // PocketBase's toBytes encodes what it cannot cast as JSON (an empty answer when that fails).
    toBytes: (value: { items: unknown[] }) =>
      value.items.includes('unencodable') ? [] : [...Buffer.from(JSON.stringify(value))],
  },
});

const UPCOMING = 'page=1&perPage=30&filter=ends%20%3E%3D%20%40now&sort=start&skipTotal=true';

/**
 * A PocketBase app for the module: the cards' collection with `rule`, its store, and its cards
 * as `read` gives them (each call a read of the page from the database).
 */
function appStandIn(read: () => unknown[], rule: string | null = cache.IMPLEMENTED_RULE) {
  const store = new Map<string, unknown>();
  const app = {
    reads: 0,
    findCachedCollectionByNameOrId: (name: string) => {
      if (name !== 'event_cards' || rule === null) throw new Error('missing collection');
      return { listRule: { toString: () => rule } };
    },
    settings: () => ({ rateLimits: { enabled: false, rules: [] } }),
    store: () => ({
      get: (key: string) => store.get(key),
      set: (key: string, value: unknown) => store.set(key, value),
    }),
    findRecordsByFilter: () => {
      app.reads++;
      return read();
    },
    logger: () => ({ error: () => undefined }),
  };
  return app;
}

/** A member's GET of the upcoming list; `answer` is what was written (null when PocketBase answers). */
function ask(app: ReturnType<typeof appStandIn>) {
  let answer: { status: number; type: string; items: unknown[] } | null = null;
  const e = {
    app,
    auth: { collection: () => ({ name: 'users' }), getBool: () => false },
    response: { header: () => ({ set: () => undefined }) },
    blob: (status: number, type: string, body: number[]) => {
      answer = { status, type, items: (JSON.parse(Buffer.from(body).toString()) as { items: unknown[] }).items };
    },
  };
  const served = cache.serveCards(e, { rawQuery: UPCOMING });
  return { served, answer: answer as { status: number; type: string; items: unknown[] } | null };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a kept page', () => {
  it('is read once and then kept, until a change is marked', () => {
    const app = appStandIn(() => ['kaart 1']);
    expect(ask(app)).toEqual({ served: true, answer: { status: 200, type: 'application/json', items: ['kaart 1'] } });
    ask(app);
    expect(app.reads).toBe(1);
    cache.cardsChanged(app);
    ask(app);
    expect(app.reads).toBe(2);
  });

  it('read while a change was committed is read again at the next request', () => {
    // The change is marked while the page is read (after its query saw the database before it):
    // the page must not be kept as if it were newer than the change.
    let reading = 0;
    const app = appStandIn(() => {
      if (++reading === 1) cache.cardsChanged(app);
      return [`stand ${reading}`];
    });
    expect(ask(app).answer?.items).toEqual(['stand 1']);
    expect(ask(app).answer?.items).toEqual(['stand 2']);
    expect(ask(app).answer?.items).toEqual(['stand 2']);
    expect(app.reads).toBe(2);
  });

  it('is read again after KEEP_MS, and when the clock is set back', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z') });
    const app = appStandIn(() => ['kaart']);
    ask(app);
    vi.setSystemTime(Date.now() + cache.KEEP_MS - 1);
    ask(app);
    expect(app.reads).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    ask(app);
    expect(app.reads).toBe(2);
    // An hour back: the page is not an hour younger for it.
    vi.setSystemTime(Date.now() - 3_600_000);
    ask(app);
    expect(app.reads).toBe(3);
  });

  it('is not kept when its cards cannot be encoded, and PocketBase answers instead', () => {
    const app = appStandIn(() => ['unencodable']);
    expect(ask(app)).toEqual({ served: false, answer: null });
    expect(ask(app)).toEqual({ served: false, answer: null });
    expect(app.reads).toBe(2);
  });

  it('leaves the request to PocketBase when the cards have another rule or no collection', () => {
    expect(ask(appStandIn(() => [], '@request.auth.id != ""')).served).toBe(false);
    expect(ask(appStandIn(() => [], null)).served).toBe(false);
  });
});

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
    ['a name that is no name of an object', `${UPCOMING}&__proto__=x`],
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
