/**
 * The site's service worker, served as /sw.js (built by build/service-worker-plugin.ts). It makes
 * the site installable and useful offline without ever hiding a deploy: pages, /remotes.json and
 * the sections' manifests always come from the network (request-kinds.ts); only content-hashed
 * files come from its cache. When a page cannot load offline it shows the offline page with the
 * member's own sign-ups and the events as last read (offline-page.ts). It shows push messages and
 * opens their page when tapped.
 */
import { PRODUCT_NAME } from '../config/product.ts';
import { filesToDrop, fitsItsFile } from './file-cache.ts';
import { openSitePage } from './notification-click.ts';
import { offlinePageHtml, OFFLINE_PAGE_STYLE } from './offline-page.ts';
import { memberOfToken, offlineReadOf, sessionOfToken } from './offline-reads.ts';
import { endedSessionOf, forgetSession, readSaved, saveRead } from './offline-store.ts';
import { notificationOf, siteUrl } from './push-message.ts';
import { requestKind } from './request-kinds.ts';

declare const self: ServiceWorkerGlobalScope;

/** Hashed files: one cache for every build (a hashed name never changes content), kept small. */
const FILES_CACHE = 'tjas-bestanden';
const ICONS_CACHE = 'tjas-iconen';
const ICONS = ['/icons/tjas-crest.svg', '/icons/tjas-crest-96.png', '/icons/tjas-crest-192.png'];

self.addEventListener('install', (event) => {
  // A new worker takes over at once: it serves no page from a cache, so nothing old is shown.
  event.waitUntil(
    caches
      .open(ICONS_CACHE)
      .then((cache) => cache.addAll(ICONS))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(trimFiles().then(() => self.clients.claim()));
});

async function trimFiles() {
  const cache = await caches.open(FILES_CACHE);
  const keys = await cache.keys();
  // Oldest first (insertion order): what older builds used goes first.
  for (const key of filesToDrop(keys)) await cache.delete(key);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const member = () => memberOfToken(request.headers.get('Authorization'));
  const kind = requestKind(request, self.location.origin, (url) => offlineReadOf(url, member()) !== null);
  if (kind === 'page') event.respondWith(page(request));
  else if (kind === 'immutable') event.respondWith(immutable(request, event));
  else if (kind === 'icon') event.respondWith(icon(request));
  else if (kind === 'offline-read') event.respondWith(offlineRead(request, event));
});

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    // No connection (a server's own answer, an error page too, is passed on as it is).
    return offlinePage(new URL(request.url));
  }
}

async function offlinePage(url: URL): Promise<Response> {
  const html = offlinePageHtml(PRODUCT_NAME, url, await readSaved());
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(OFFLINE_PAGE_STYLE));
  const styleHash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // No script at all; its one style by hash; images only from the site (the crest).
      'Content-Security-Policy': `default-src 'none'; img-src 'self'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}

async function immutable(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(FILES_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // Only a complete answer of the site's own (not an error page, not a partial one) that is the
  // file itself: the server answers a missing file with the app's page and 200 (file-cache.ts).
  // Trimmed after each put: sw.js rarely changes, so its activation alone would let section
  // releases grow the cache without end.
  if (
    response.status === 200 &&
    response.type === 'basic' &&
    fitsItsFile(new URL(request.url).pathname, response.headers.get('Content-Type'))
  )
    event.waitUntil(
      cache
        .put(request, response.clone())
        .then(trimFiles)
        .catch(() => undefined),
    );
  return response;
}

async function icon(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: ICONS_CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function offlineRead(request: Request, event: FetchEvent): Promise<Response> {
  const response = await fetch(request);
  const session = sessionOfToken(request.headers.get('Authorization'));
  const kind = offlineReadOf(new URL(request.url), session?.member ?? null);
  if (response.ok && kind && session) event.waitUntil(saveRead(kind, session, response.clone()).catch(() => undefined));
  return response;
}

// A page says a session ended (lib/offline-data.ts, at a logout here or in another tab): a read of
// it still in flight would otherwise be kept after the page cleared the offline data.
self.addEventListener('message', (event) => {
  const session = endedSessionOf(event.data);
  if (session) event.waitUntil(forgetSession(session).catch(() => undefined));
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? null, PRODUCT_NAME, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

// The push service replaced or ended the subscription: without a new one, the worker subscribes
// again with the same key; the page gives the new one to the server at its next load (the worker
// has no session to do it with; push-owner.ts).
self.addEventListener('pushsubscriptionchange', (event) => {
  const key = event.oldSubscription?.options.applicationServerKey;
  if (event.newSubscription || !key) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .catch(() => undefined),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  // Checked again as the browser resolves it (a notification of an older worker kept its own data).
  const target = siteUrl(path, self.location.origin);
  // The work starts before waitUntil, so it also runs for an event a test dispatches itself.
  const opened = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => openSitePage(target, windows, (url) => self.clients.openWindow(url)));
  event.waitUntil(opened);
});
