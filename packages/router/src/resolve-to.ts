import { parsePath, withMark, type Path, type To } from './path.ts';
import type { RouteMatch } from './route-object.ts';

/**
 * The addresses a relative link is relative to, one per route that adds to the address (the
 * first, and those with a path): each route's base, the innermost's whole match.
 */
export function routePathnames(matches: readonly RouteMatch[]): string[] {
  const contributing = matches.filter((match, at) => at === 0 || Boolean(match.route.path));
  return contributing.map((match, at) => (at === contributing.length - 1 ? match.pathname : match.pathnameBase));
}

/** `segments` walked from `from`: `..` goes up one segment (never above `/`), `.` stays. */
function walk(from: string, relative: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * Where `to` leads from a page, as react-router resolves it: an absolute path as it is; a
 * relative one from the route that renders the link (`..` up one route, or one segment with
 * `relativeToPath`); only a query or a hash keeps the current address; an empty one is the route's own.
 */
export function resolveTo(to: To, pathnames: readonly string[], current: string, relativeToPath = false): Path {
  const parts = typeof to === 'string' ? parsePath(to) : { ...to };
  const empty = to === '' || parts.pathname === '';
  let toPathname = empty ? '/' : parts.pathname;
  let from: string;
  if (toPathname == null) from = current;
  else {
    let level = pathnames.length - 1;
    if (!relativeToPath && toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        level -= 1;
      }
      parts.pathname = segments.join('/');
    }
    from = level >= 0 ? pathnames[level]! : '/';
  }
  toPathname ??= '';
  // A backslash counts as a slash, as browsers read one: `/\\evil.example` stays on this site.
  const target = parts.pathname ? parts.pathname.replace(/[\\/]{2,}/g, '/') : '';
  let pathname = !target ? from : /^[\\/]/.test(target) ? walk('/', target.slice(1)) : walk(from, target);
  // A closing slash the link asked for, or that `.` and `''` keep from the current address.
  const asked = toPathname !== '/' && toPathname.endsWith('/');
  const kept = (empty || toPathname === '.') && current.endsWith('/');
  if (!pathname.endsWith('/') && (asked || kept)) pathname += '/';
  return { pathname, search: withMark(parts.search, '?'), hash: withMark(parts.hash, '#') };
}
