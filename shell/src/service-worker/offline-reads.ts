/**
 * The two API reads the offline page shows, recognised as the pages make them: the events list
 * (the events section's first page of upcoming events) and the member's own upcoming sign-ups (the
 * account page's list, or the events section's places). Only the member's own reads are kept: a
 * sign-up list is recognised only when its filter starts with the member of the request's token.
 */
export type OfflineRead = 'events' | 'signups';

/**
 * Where the events section reads its list: its cards (the `event_cards` view, since #33), or the
 * events themselves, as a release of the section from before the view still does.
 */
const EVENT_LISTS = new Set(['/api/collections/event_cards/records', '/api/collections/events/records']);

export function offlineReadOf(url: URL, memberId: string | null): OfflineRead | null {
  if (!memberId) return null;
  const filter = url.searchParams.get('filter') ?? '';
  if (!filter.includes('@now')) return null;
  if (EVENT_LISTS.has(url.pathname))
    return filter.replace(/\s+/g, '') === 'ends>=@now' && (url.searchParams.get('page') ?? '1') === '1'
      ? 'events'
      : null;
  if (url.pathname === '/api/collections/signups/records')
    return filter.startsWith(`user = '${memberId}'`) || filter.startsWith(`user = "${memberId}"`) ? 'signups' : null;
  return null;
}

/** A member's session as its token names it: whose it is and when it ends (seconds, as `exp`). */
export interface TokenSession {
  member: string;
  exp: number;
}

/**
 * The member and the end of the session in a PocketBase auth token (the Authorization header the
 * SDK sends). The worker only uses them to keep one member's data apart from another's and no
 * longer than their session; the server checks the token itself.
 */
export function sessionOfToken(authorization: string | null): TokenSession | null {
  const payload = (authorization ?? '').replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof json !== 'object' || json === null) return null;
    const { id, type, exp } = json as { id?: unknown; type?: unknown; exp?: unknown };
    if (type !== 'auth' || typeof id !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(id)) return null;
    return { member: id, exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : 0 };
  } catch {
    return null;
  }
}

/** The member id in a PocketBase auth token, or null. */
export function memberOfToken(authorization: string | null): string | null {
  return sessionOfToken(authorization)?.member ?? null;
}
