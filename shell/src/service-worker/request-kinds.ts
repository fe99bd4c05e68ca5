/**
 * What the service worker does with a request. It never answers a page, the section registry
 * (/remotes.json), a section's manifest or the build id from a cache: a deploy or a section release
 * must be seen at the next load, exactly as without the worker. Only files whose name carries their
 * content hash come from its cache, since such a name never gets other content.
 */
export type RequestKind =
  /** A page load: the network, else the offline page. */
  | 'page'
  /** A content-hashed file: the cache, else the network (then kept). */
  | 'immutable'
  /** The crest and the app icons (the offline page and notifications show them): the network, else the cache. */
  | 'icon'
  /** An API read the offline page shows: the network, and its answer kept for the member. */
  | 'offline-read'
  /** Everything else: the browser's own handling, as if there were no worker. */
  | 'network';

/**
 * The files the server sends as immutable (pb_hooks/lib/page-headers.js, the same pattern): the
 * shell's and the sections' built files under an assets folder, with the build's hash in the name.
 */
export const IMMUTABLE_FILE = /\/assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

export function requestKind(request: RequestFacts, origin: string, isOfflineRead: (url: URL) => boolean): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/api/')) return isOfflineRead(url) ? 'offline-read' : 'network';
  if (IMMUTABLE_FILE.test(url.pathname)) return 'immutable';
  if (url.pathname.startsWith('/icons/')) return 'icon';
  return 'network';
}
