/** A place in the site: where a link or `navigate` goes, or part of it (a missing part stays as it is). */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** What a link or `navigate` is given: text (`/a?b#c`, `..`, `?tab=1`) or the parts of it. */
export type To = string | Partial<Path>;

/** `/a?b#c` into its parts; a part that is not there is left out, so it can be told from an empty one. */
export function parsePath(text: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = text;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** The address of a place, as it goes into `href` and the history. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/** `/a/b/` and `/a//b` alike as `['a', 'b']`. */
export function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}
