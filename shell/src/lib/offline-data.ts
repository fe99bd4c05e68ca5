/**
 * The cache in which the service worker keeps what the offline page shows: the events list and the
 * member's own upcoming sign-ups as last read (src/service-worker/offline-store.ts). It is the
 * member's data, so it goes when their session ends: another member on the same device must never
 * see it.
 */
export const OFFLINE_DATA_CACHE = 'tjas-offline-gegevens';

/** The session that ended: its member and its token's `exp` (seconds). */
export interface EndedSession {
  member: string;
  exp: number;
}

/**
 * Removes the member's offline data (logout, an ended session). The worker hears of it first: a
 * read of the ended session still in flight would else be kept after the clearing; it keeps no
 * read of that session from then on (offline-store.ts). Asked of the registration, not the page's
 * controller, which is null after a hard reload. Never throws.
 */
export async function clearOfflineData(ended?: EndedSession): Promise<void> {
  try {
    if (ended && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
      const registration = await navigator.serviceWorker.getRegistration();
      registration?.active?.postMessage({ type: 'uitgelogd', member: ended.member, exp: ended.exp });
    }
  } catch {
    // no worker: nothing is in flight either
  }
  try {
    if (typeof caches !== 'undefined') await caches.delete(OFFLINE_DATA_CACHE);
  } catch {
    // no Cache API (an insecure origin, a private window's settings): nothing was kept either
  }
}
