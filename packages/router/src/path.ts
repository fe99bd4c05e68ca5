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

/** A query or a hash with its leading `?` or `#`, or '' when there is none (`?` alone is none). */
export function withMark(part: string | undefined, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : `${mark}${part}`;
}

/** The address of a place, as it goes into `href` and the history. */
export function createPath({ pathname = '/', search, hash }: Partial<Path>): string {
  return pathname + withMark(search, '?') + withMark(hash, '#');
}

/** `text` decoded, or as written when it holds a malformed escape. */
export function decodedOr(text: string, decode: (text: string) => string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** The rest of `pathname` after `base` (an address that matched up to it), at least `/`. */
export function restAfter(pathname: string, base: string): string {
  return base === '/' ? pathname : pathname.slice(base.length) || '/';
}

/** `/a/b/` and `/a//b` alike as `['a', 'b']`. */
export function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}
