import { OFFLINE_DATA_CACHE } from '../lib/offline-data.ts';
import type { OfflineRead } from './offline-reads.ts';

const KEY = (kind: OfflineRead) => `/offline-gegevens/${kind}`;
const MEMBER_HEADER = 'X-Tjas-Lid';
const SAVED_HEADER = 'X-Tjas-Bewaard';

export interface SavedRead {
  items: unknown[];
  savedAt: string;
}

export interface SavedData {
  events?: SavedRead;
  signups?: SavedRead;
}

/**
 * Keeps a successful read for the offline page. The cache holds one member's data: a read of
 * another member (someone else logged in on this device) first removes what was kept before.
 */
export async function saveRead(kind: OfflineRead, memberId: string, response: Response, now = new Date()) {
  const body: unknown = await response.json();
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) return;
  let cache = await caches.open(OFFLINE_DATA_CACHE);
  for (const other of await cache.keys()) {
    const kept = await cache.match(other);
    if (kept?.headers.get(MEMBER_HEADER) !== memberId) {
      await caches.delete(OFFLINE_DATA_CACHE);
      cache = await caches.open(OFFLINE_DATA_CACHE);
      break;
    }
  }
  await cache.put(
    KEY(kind),
    new Response(JSON.stringify({ items }), {
      headers: { 'Content-Type': 'application/json', [MEMBER_HEADER]: memberId, [SAVED_HEADER]: now.toISOString() },
    }),
  );
}

/** What is kept, for the offline page (nothing after a logout). */
export async function readSaved(): Promise<SavedData> {
  if (!(await caches.has(OFFLINE_DATA_CACHE))) return {};
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  const data: SavedData = {};
  for (const kind of ['events', 'signups'] as const) {
    const response = await cache.match(KEY(kind));
    if (!response) continue;
    const body = (await response.json()) as { items?: unknown };
    if (Array.isArray(body.items))
      data[kind] = { items: body.items, savedAt: response.headers.get(SAVED_HEADER) ?? '' };
  }
  return data;
}
