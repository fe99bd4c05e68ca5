import { useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, rankRoutes } from './match-routes.ts';
import { restAfter } from './path.ts';
import type { RouteMatch, RouteObject } from './route-object.ts';
import { RouteContext, useNavigator } from './router-context.ts';

function render(matches: RouteMatch[], parents: RouteMatch[]): ReactNode {
  let outlet: ReactNode = null;
  for (let at = matches.length - 1; at >= 0; at -= 1) {
    const { route } = matches[at]!;
    const value = { matches: [...parents, ...matches.slice(0, at + 1)], outlet };
    // A route without an element (none, null) lays out nothing of its own: its child renders in its place.
    outlet = <RouteContext.Provider value={value}>{route.element ? route.element : outlet}</RouteContext.Provider>;
  }
  return outlet;
}

/**
 * The element of the route that matches the address, inside those of its parents (each renders
 * the next where it puts `<Outlet />`); null when none matches. Inside a route, the routes match
 * the rest of the address after that route's own part (a parent with `*` leaves all of it).
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useNavigator('useRoutes');
  const { matches: parents } = useContext(RouteContext);
  const ranked = useMemo(() => rankRoutes(routes), [routes]);
  const parent = parents.at(-1);
  const base = parent?.pathnameBase ?? '/';
  const matched = matchRoutes(ranked, restAfter(location.pathname, base));
  if (!matched) return null;
  const own = matched.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: base === '/' ? match.pathname : `${base}${match.pathname === '/' ? '' : match.pathname}`,
    pathnameBase: base === '/' ? match.pathnameBase : `${base}${match.pathnameBase === '/' ? '' : match.pathnameBase}`,
  }));
  return render(own, parents);
}

/** Where a route's element shows its child route's element. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/** The parameters of the address (`:id`, `*`) of the routes around the component. */
export function useParams<T extends string | Record<string, string | undefined> = string>(): Readonly<
  [T] extends [string] ? Partial<Record<T, string>> : Partial<T>
> {
  return (useContext(RouteContext).matches.at(-1)?.params ?? {}) as never;
}
