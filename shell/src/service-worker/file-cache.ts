/**
 * Which answers the worker keeps in its cache of content-hashed files, and how many. A hashed name
 * never gets other content, so a kept file is served for good: a wrong one must never get in.
 * PocketBase's static fallback answers a missing file with index.html and status 200, so a 200
 * alone is no proof; the answer's type must fit the file's extension.
 */

/** The types each extension of IMMUTABLE_FILE (request-kinds.ts) may be served with. */
const TYPES: Record<string, readonly string[]> = {
  js: ['text/javascript', 'application/javascript', 'application/x-javascript'],
  css: ['text/css'],
  woff: ['font/woff', 'application/font-woff'],
  woff2: ['font/woff2', 'application/font-woff2'],
  png: ['image/png'],
  svg: ['image/svg+xml'],
  jpg: ['image/jpeg'],
  webp: ['image/webp'],
};

/** The cache holds the files of a few builds and section releases; the oldest go first. */
export const MAX_FILES = 300;

/** Whether an answer with `contentType` is the file `pathname` names (never a page). */
export function fitsItsFile(pathname: string, contentType: string | null): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? '';
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (TYPES[extension] ?? []).includes(type);
}

/** The keys to delete so that at most `max` stay: the oldest (the cache keeps insertion order). */
export function filesToDrop<T>(keys: readonly T[], max = MAX_FILES): T[] {
  return keys.slice(0, Math.max(0, keys.length - max));
}
