// Node has no Cache API: a small stand-in with the calls the store makes (keys in insertion
// order, a Response per key, relative keys resolved against the worker's origin as the browser does).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_DATA_CACHE } from '../lib/offline-data.ts';
import { endedSessionOf, forgetSession, readSaved, saveRead } from './offline-store.ts';

const ORIGIN = 'https://leden.tjas.example';

class CacheStandIn {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  match(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.get(this.key(request))?.clone());
  }
  put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
    return Promise.resolve();
  }
  delete(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(this.key(request)));
  }
}

const stores = new Map<string, CacheStandIn>();
beforeEach(() => {
  stores.clear();
  globalThis.caches = {
    has: (name: string) => Promise.resolve(stores.has(name)),
    open: (name: string) => {
      if (!stores.has(name)) stores.set(name, new CacheStandIn());
      return Promise.resolve(stores.get(name)!);
    },
    delete: (name: string) => Promise.resolve(stores.delete(name)),
  } as unknown as CacheStorage;
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Date.parse(iso) / 1000;
const NOW = at('2026-02-07T18:30:00.000Z');
const SESSION_END = seconds('2026-02-21T18:30:00.000Z');
const list = (...titles: string[]) => Response.json({ items: titles.map((title) => ({ title })) });
const titles = (read?: { items: unknown[] }) => read?.items.map((item) => (item as { title: string }).title);

describe('what the worker keeps for the offline page', () => {
  it('is the member’s last reads, with when they were read', async () => {
    await saveRead('events', { member: 'lida', exp: SESSION_END }, list('Schaatsweekend'), NOW);
    await saveRead('signups', { member: 'lida', exp: SESSION_END }, list('Aanmelding'), NOW);
    const kept = await readSaved(NOW);
    expect(titles(kept.events)).toEqual(['Schaatsweekend']);
    expect(titles(kept.signups)).toEqual(['Aanmelding']);
    expect(kept.events?.savedAt).toBe(NOW.toISOString());
  });

  it('is one member’s: a read of another member removes everything of the first', async () => {
    await saveRead('signups', { member: 'lida', exp: SESSION_END }, list('Van A'), NOW);
    await saveRead('events', { member: 'lidb', exp: SESSION_END }, list('Evenement'), NOW);
    const kept = await readSaved(NOW);
    expect(kept.signups).toBeUndefined();
    expect(titles(kept.events)).toEqual(['Evenement']);
  });

  it('is never shown after the session it was read in has ended (it expired while offline), and goes', async () => {
    await saveRead('signups', { member: 'lida', exp: SESSION_END }, list('Van A'), NOW);
    expect(titles((await readSaved(at('2026-02-21T18:29:59.000Z'))).signups)).toEqual(['Van A']);
    expect(await readSaved(at('2026-02-21T18:30:00.000Z'))).toEqual({});
    expect(stores.get(OFFLINE_DATA_CACHE)?.entries.size).toBe(0);
  });

  it('is not a read of a session that has already ended', async () => {
    await saveRead('signups', { member: 'lida', exp: seconds('2026-02-07T18:00:00.000Z') }, list('Oud'), NOW);
    expect(await readSaved(NOW)).toEqual({});
  });

  it('is nothing of a session the page said has ended: not even a read that was still on its way', async () => {
    const session = { member: 'lida', exp: SESSION_END };
    await saveRead('events', session, list('Voor het uitloggen'), NOW);
    // The read's answer arrives while the member logs out: saved after the page cleared the cache.
    const late = saveRead('signups', session, list('Onderweg'), NOW);
    await forgetSession(session);
    await late;
    await saveRead('signups', session, list('Nog later'), NOW);
    expect(await readSaved(NOW)).toEqual({});
    // The member's next session is kept again (its token ends later).
    await saveRead('signups', { member: 'lida', exp: SESSION_END + 60 }, list('Nieuwe sessie'), NOW);
    expect(titles((await readSaved(NOW)).signups)).toEqual(['Nieuwe sessie']);
  });

  it('hears of an ended session only in the page’s own words', () => {
    expect(endedSessionOf({ type: 'uitgelogd', member: 'lida', exp: SESSION_END })).toEqual({
      member: 'lida',
      exp: SESSION_END,
    });
    for (const message of [
      null,
      'uitgelogd',
      { type: 'uitgelogd', member: "a' || 1", exp: SESSION_END },
      { type: 'uitgelogd', member: 'lida' },
      { type: 'iets anders', member: 'lida', exp: SESSION_END },
    ])
      expect(endedSessionOf(message), JSON.stringify(message)).toBeNull();
  });
});
