/**
 * The cache in which the service worker keeps what the offline page shows: the events list and the
 * member's own upcoming sign-ups as last read (src/service-worker/offline-store.ts). It is the
 * member's data, so it goes when their session ends: another member on the same device must never
 * see it.
 */
export const OFFLINE_DATA_CACHE = 'tjas-offline-gegevens';

/** Removes the member's offline data (logout, an ended session). Never throws. */
export async function clearOfflineData(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(OFFLINE_DATA_CACHE);
  } catch {
    // no Cache API (an insecure origin, a private window's settings): nothing was kept either
  }
}
