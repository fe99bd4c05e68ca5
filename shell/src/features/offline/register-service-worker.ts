import { readTokenPayload, sessionStore } from '@tjas/auth';
import { clearOfflineData } from '../../lib/offline-data.ts';

/**
 * Registers the service worker (/sw.js: the offline page, push messages) in a built site, after the
 * page has loaded, so it never competes with the first paint. The development server has none: its
 * modules change with every edit. A new worker takes over at once and serves no page from a cache
 * (src/service-worker/sw.ts), so registering never delays or hides a deploy.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache 'none': the browser asks for /sw.js itself on every check, never its HTTP cache.
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * What the worker kept of the member for the offline page (their sign-ups, the events) goes when
 * their session ends, here or in another tab: another member on this device never sees it. A
 * session that expires while offline is not kept either: the worker shows no read past its end.
 */
export function clearOfflineDataOnSessionEnd(): void {
  sessionStore.subscribe((state, previous) => {
    if (!previous.token || state.token) return;
    // The worker keeps reads by the token's member and end, so it is told those of the ended token.
    const { id: member, exp } = readTokenPayload(previous.token);
    void clearOfflineData(member && typeof exp === 'number' ? { member, exp } : undefined);
  });
}
