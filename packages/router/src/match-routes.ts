import { decodedOr, restAfter, segmentsOf } from './path.ts';
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
    else if (/^:[\w-]+$/.test(segment)) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}

/**
 * `a/:b?/c?` as the paths it stands for, those with a segment before those without it (`a/:b/c`,
 * `a/:b`, `a/c`, `a`): between equal scores the first wins, so `/x` fills `:a` of `:a?/:b?`.
 */
function withoutOptional(segments: string[]): string[] {
  if (segments.length === 0) return [''];
  const [first = '', ...rest] = segments;
  const required = first.replace(/\?$/, '');
  const after = withoutOptional(rest);
  const withFirst = after.map((each) => (each ? `${required}/${each}` : required));
  return first.endsWith('?') ? [...withFirst, ...after] : withFirst;
}

/** The paths a route's path stands for; `files*` is taken as `files/*`, as react-router does. */
function pathsOf(path: string | undefined): string[] {
  if (path == null) return [''];
  const written = path.endsWith('*') && path !== '*' && !path.endsWith('/*') ? `${path.slice(0, -1)}/*` : path;
  if (!written.includes('?')) return [written];
  return withoutOptional(written.split('/')).map((each) =>
    written.startsWith('/') && !each.startsWith('/') ? `/${each}` : each,
  );
}

function joinPath(parent: string, child: string): string {
  return `${parent}/${child}`.replace(/\/\/+/g, '/');
}

function branchesOf(
  routes: readonly RouteObject[],
  parent: Branch['steps'] = [],
  parentPath = '',
  order: number[] = [],
  parentOptional = false,
) {
  const branches: Branch[] = [];
  routes.forEach((route, at) => {
    const paths = pathsOf(route.path);
    const optional = parentOptional || paths.length > 1;
    for (const own of paths) {
      // An absolute child path must start with its parents' path; it matches relative to them.
      // Under a parent with optional segments, a variant of the parent it is not under is skipped.
      let relative = own;
      if (own.startsWith('/')) {
        if (!own.startsWith(parentPath)) {
          if (parentOptional) continue;
          throw new Error(`Route "${own}" ligt niet onder "${parentPath}".`);
        }
        relative = own.slice(parentPath.length);
      }
      const path = joinPath(parentPath, relative);
      const steps = [...parent, { route, path: relative }];
      if (route.children?.length) branches.push(...branchesOf(route.children, steps, path, [...order, at], optional));
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

/** A segment of the address as routes compare it and parameters give it: decoded (a malformed one as written). */
const decoded = (segment: string) => decodedOr(segment, decodeURIComponent);

/**
 * Whether `pattern` matches the start of `pathname` (all of it when `end`): what it matched, and
 * its parameters. The address stays as written (encoded), so what matched can be cut from the
 * location's and links built on it; segments compare and parameters come decoded. Fixed segments
 * compare without regard to case unless `caseSensitive`; `:name.json` is a parameter with a fixed end.
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
  const same = (a: string, b: string) => (caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase());
  for (const [at, segment] of wanted.entries()) {
    const actual = decoded(found[at]!);
    const parameter = /^:([\w-]+)(.*)$/.exec(segment);
    if (!parameter) {
      if (!same(segment, actual)) return null;
      continue;
    }
    const [, name = '', fixedEnd = ''] = parameter;
    if (actual.length <= fixedEnd.length || !same(actual.slice(actual.length - fixedEnd.length), fixedEnd)) return null;
    params[name] = actual.slice(0, actual.length - fixedEnd.length);
  }
  const base = wanted.length ? pathname.slice(0, ends[wanted.length - 1]) : '/';
  if (splat) {
    const rest = pathname.slice(base === '/' ? 0 : base.length).replace(/^\/+/, '');
    params['*'] = rest.split('/').map(decoded).join('/');
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
    const match = matchStep(
      path,
      restAfter(pathname, matchedBase),
      at === branch.steps.length - 1,
      route.caseSensitive === true,
    );
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
  for (const branch of branches) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
