import { segmentsOf } from './path.ts';
import type { Params, RouteMatch, RouteObject } from './route-object.ts';

/** One way down the route tree that can match an address: the routes from the outermost in. */
interface Branch {
  steps: { route: RouteObject; path: string }[];
  score: number;
  /** Each step's place among its siblings: between routes of equal score, the earlier sibling wins. */
  order: number[];
}

/**
 * How specific a branch is, so `/evenementen/nieuw` beats `/evenementen/:id` whatever their
 * order, as react-router ranks them: each segment counts, a fixed one most (10), a parameter
 * less (3), an empty one 1; an index route gets 2 more, a `*` costs 2.
 */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}

/** `a/:b?/c?` as the paths it stands for: `a/:b/c`, `a/:b`, `a/c`, `a`. */
function withoutOptional(path: string): string[] {
  let paths = [''];
  for (const segment of path.split('/')) {
    const required = segment.replace(/\?$/, '');
    const joined = paths.map((before) => (before ? `${before}/${required}` : required));
    paths = segment.endsWith('?') ? [...joined, ...paths] : joined;
  }
  return paths.map((each) => (path.startsWith('/') && !each.startsWith('/') ? `/${each}` : each));
}

function joinPath(parent: string, child: string): string {
  return `${parent}/${child}`.replace(/\/\/+/g, '/');
}

function branchesOf(
  routes: readonly RouteObject[],
  parent: Branch['steps'] = [],
  parentPath = '',
  order: number[] = [],
) {
  const branches: Branch[] = [];
  routes.forEach((route, at) => {
    const paths = route.path?.includes('?') ? withoutOptional(route.path) : [route.path ?? ''];
    for (const own of paths) {
      // An absolute child path must start with its parents' path; it matches relative to them.
      let relative = own;
      if (own.startsWith('/')) {
        if (!own.startsWith(parentPath)) throw new Error(`Route "${own}" ligt niet onder "${parentPath}".`);
        relative = own.slice(parentPath.length);
      }
      const path = joinPath(parentPath, relative);
      const steps = [...parent, { route, path: relative }];
      if (route.children?.length) branches.push(...branchesOf(route.children, steps, path, [...order, at]));
      if (route.path != null || route.index)
        branches.push({ steps, score: scoreOf(path, route.index === true), order: [...order, at] });
    }
  });
  return branches;
}

const siblings = (a: number[], b: number[]) =>
  a.length === b.length && a.slice(0, -1).every((value, at) => value === b[at]);

/** Every branch of `routes`, the most specific first. */
export function rankRoutes(routes: readonly RouteObject[]): Branch[] {
  return branchesOf(routes).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : siblings(a.order, b.order) ? a.order.at(-1)! - b.order.at(-1)! : 0,
  );
}

/** An address as routes compare it: each segment decoded (an encoded `/` stays `%2F`). */
function decodeSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment; // a malformed escape is compared as written
      }
    })
    .join('/');
}

/**
 * Whether `pattern` matches the start of `pathname` (all of it when `end`): what it matched, and
 * its parameters. Fixed segments compare without regard to case unless `caseSensitive`.
 */
function matchStep(pattern: string, pathname: string, end: boolean, caseSensitive: boolean) {
  const wanted = segmentsOf(pattern);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  // Where each segment of the address ends in it, so what matched is cut from it as written.
  const ends: number[] = [];
  const found: string[] = [];
  for (const part of pathname.matchAll(/[^/]+/g)) {
    found.push(part[0]);
    ends.push(part.index + part[0].length);
  }
  if (found.length < wanted.length || (end && !splat && found.length > wanted.length)) return null;
  const params: Params = {};
  for (const [at, segment] of wanted.entries()) {
    const actual = found[at]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = actual.replace(/%2F/g, '/');
    else if (caseSensitive ? segment !== actual : segment.toLowerCase() !== actual.toLowerCase()) return null;
  }
  const base = wanted.length ? pathname.slice(0, ends[wanted.length - 1]) : '/';
  if (splat) {
    const rest = pathname.slice(base === '/' ? 0 : base.length).replace(/^\/+/, '');
    params['*'] = rest.replace(/%2F/g, '/');
    return { params, pathname, pathnameBase: base };
  }
  // The address's closing slashes belong to the last route, not to its children's base.
  const matched = end ? pathname : base;
  return { params, pathname: matched || '/', pathnameBase: base };
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matchedBase = '/';
  for (const [at, { route, path }] of branch.steps.entries()) {
    const remaining = matchedBase === '/' ? pathname : pathname.slice(matchedBase.length) || '/';
    const match = matchStep(path, remaining, at === branch.steps.length - 1, route.caseSensitive === true);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      route,
      params,
      pathname: joinPath(matchedBase, match.pathname),
      pathnameBase: joinPath(matchedBase, match.pathnameBase).replace(/(.)\/+$/, '$1'),
    });
    if (match.pathnameBase !== '/') matchedBase = joinPath(matchedBase, match.pathnameBase);
  }
  return matches;
}

/** The chain of routes that `pathname` renders, outermost first, or null when none matches. */
export function matchRoutes(branches: readonly Branch[], pathname: string): RouteMatch[] | null {
  const decoded = decodeSegments(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}
