import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// Whether PocketBase would look at a rate limit of its own for a request the site answers itself
// (pb_hooks/lib/collection-rate-limits.js): then the site leaves the request to PocketBase.

const { collectionRateLimited } = loadHook<{
  collectionRateLimited(app: unknown, collection: string, action: string, method: string, path: string): boolean;
}>('lib/collection-rate-limits.js');

const PATH = '/api/collections/event_cards/records';
const app = (enabled: boolean, ...labels: string[]) => ({
  settings: () => ({ rateLimits: { enabled, rules: labels.map((label) => ({ label })) } }),
});
const limited = (given: ReturnType<typeof app>) => collectionRateLimited(given, 'event_cards', 'list', 'GET', PATH);

describe('a rate limit of PocketBase on a list', () => {
  it.each([
    ['the collection’s lists', 'event_cards:list'],
    ['every collection’s lists', '*:list'],
    ['the method and path', `GET ${PATH}`],
    ['the path', PATH],
    ['the API', '/api/'],
    ['reads of the API', 'GET /api/'],
  ])('on %s applies', (_what, label) => {
    expect(limited(app(true, label))).toBe(true);
  });

  it.each([
    ['another collection’s lists', 'events:list'],
    ['the collection’s views', 'event_cards:view'],
    ['writes of the API', 'POST /api/'],
    ['logins', '*:authWithPassword'],
  ])('on %s does not', (_what, label) => {
    expect(limited(app(true, label))).toBe(false);
  });

  it('applies to nothing while rate limits are off', () => {
    expect(limited(app(false, 'event_cards:list', '/api/'))).toBe(false);
  });
});
