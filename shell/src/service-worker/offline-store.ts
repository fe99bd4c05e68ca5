import { OFFLINE_DATA_CACHE } from '../lib/offline-data.ts';
import type { OfflineRead, TokenSession } from './offline-reads.ts';

const KEY = (kind: OfflineRead) => `/offline-gegevens/${kind}`;
const MEMBER_HEADER = 'X-Tjas-Lid';
const SAVED_HEADER = 'X-Tjas-Bewaard';
/** When the session the read was made in ends (the token's `exp`, seconds). */
const SESSION_END_HEADER = 'X-Tjas-Sessie-Tot';

export interface SavedRead {
  items: unknown[];
  savedAt: string;
}

export interface SavedData {
  events?: SavedRead;
  signups?: SavedRead;
}

/**
 * Sessions the page said have ended on this device (a logout, here or in another tab): member →
 * the `exp` of the ended session's token. A read of that session still in flight then is not kept;
 * a later session has a token that ends later. In memory: a read in flight keeps the worker alive.
 */
const ended = new Map<string, number>();

/** The cache's changes, one after another: a logout's clearing never lands between a save's steps. */
let queue: Promise<unknown> = Promise.resolve();
function inTurn(work: () => Promise<void>): Promise<void> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

const isOver = (exp: number, now: Date) => exp * 1000 <= now.getTime();

/**
 * Keeps a successful read for the offline page, until the session it was made in ends. The cache
 * holds one member's data: a read of another member (someone else logged in on this device) first
 * removes what was kept before. A read of a session that ended is not kept.
 */
export async function saveRead(kind: OfflineRead, session: TokenSession, response: Response, now = new Date()) {
  const body: unknown = await response.json();
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) return;
  await inTurn(async () => {
    if (isOver(session.exp, now) || session.exp <= (ended.get(session.member) ?? 0)) return;
    let cache = await caches.open(OFFLINE_DATA_CACHE);
    for (const other of await cache.keys()) {
      const kept = await cache.match(other);
      if (kept?.headers.get(MEMBER_HEADER) !== session.member) {
        await caches.delete(OFFLINE_DATA_CACHE);
        cache = await caches.open(OFFLINE_DATA_CACHE);
        break;
      }
    }
    await cache.put(
      KEY(kind),
      new Response(JSON.stringify({ items }), {
        headers: {
          'Content-Type': 'application/json',
          [MEMBER_HEADER]: session.member,
          [SAVED_HEADER]: now.toISOString(),
          [SESSION_END_HEADER]: String(session.exp),
        },
      }),
    );
  });
}

/** A session ended (the page's message at logout): its data goes, and its reads in flight are not kept. */
export function forgetSession(session: TokenSession): Promise<void> {
  ended.set(session.member, Math.max(session.exp, ended.get(session.member) ?? 0));
  return inTurn(() => caches.delete(OFFLINE_DATA_CACHE).then(() => undefined));
}

/** The page's message that a session ended ({ type: 'uitgelogd', member, exp }), else null. */
export function endedSessionOf(message: unknown): TokenSession | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, member, exp } = message as { type?: unknown; member?: unknown; exp?: unknown };
  if (type !== 'uitgelogd' || typeof member !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(member)) return null;
  return typeof exp === 'number' && Number.isFinite(exp) ? { member, exp } : null;
}

/**
 * What is kept, for the offline page: nothing after a logout, and nothing of a session that has
 * ended since (it expired while offline, when no page runs to clear it); such reads are removed.
 */
export async function readSaved(now = new Date()): Promise<SavedData> {
  if (!(await caches.has(OFFLINE_DATA_CACHE))) return {};
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  const data: SavedData = {};
  for (const kind of ['events', 'signups'] as const) {
    const response = await cache.match(KEY(kind));
    if (!response) continue;
    if (isOver(Number(response.headers.get(SESSION_END_HEADER) ?? 0) || 0, now)) {
      await cache.delete(KEY(kind));
      continue;
    }
    const body = (await response.json()) as { items?: unknown };
    if (Array.isArray(body.items))
      data[kind] = { items: body.items, savedAt: response.headers.get(SAVED_HEADER) ?? '' };
  }
  return data;
}
