import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { resolveTo, routePathnames } from './resolve-to.ts';
import type { Path, To } from './path.ts';
import { RouteContext, useNavigator } from './router-context.ts';

export interface NavigateOptions {
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  /** Given to the next page as `useLocation().state`. */
  state?: unknown;
  /** `..` goes up one segment of the address instead of one route. */
  relative?: 'route' | 'path';
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward in the history. */
  (delta: number): void;
}

/** Where `to` leads from the component's route. */
export function useResolvedPath(to: To, relative?: 'route' | 'path'): Path {
  const { location } = useNavigator('useResolvedPath');
  const { matches } = useContext(RouteContext);
  const pathnames = JSON.stringify(routePathnames(matches));
  return useMemo(
    () => resolveTo(to, JSON.parse(pathnames) as string[], location.pathname, relative === 'path'),
    [to, pathnames, location.pathname, relative],
  );
}

/**
 * A function that goes to another page (relative to the component's route, as a link does) or
 * back and forward. Called while rendering it does nothing: navigate in an effect or a handler.
 */
export function useNavigate(): NavigateFunction {
  const { history, location } = useNavigator('useNavigate');
  const { matches } = useContext(RouteContext);
  const pathnames = JSON.stringify(routePathnames(matches));
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!mounted.current) return;
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolveTo(to, JSON.parse(pathnames) as string[], location.pathname, options.relative === 'path');
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, pathnames, location.pathname],
  ) as NavigateFunction;
}

/** Goes to `to` once rendered: a redirect. */
export function Navigate({ to, replace, state, relative }: { to: To } & NavigateOptions): null {
  const navigate = useNavigate();
  const target = JSON.stringify(useResolvedPath(to, relative));
  useEffect(() => {
    navigate(JSON.parse(target) as Path, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
