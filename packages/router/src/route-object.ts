import type { ReactNode } from 'react';

/**
 * A route as `useRoutes` takes it, as react-router names it: a `path` relative to its parent
 * (`:name` is a parameter, a last `*` takes the rest, a segment ending in `?` may be left out),
 * or `index` for its parent's own address; a route without either only lays out its children,
 * which render where its element puts `<Outlet />`.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

/** The parameters of an address: `:name` segments by name, and `*` for the rest. */
export type Params = Record<string, string | undefined>;

/** One route of the chain that an address matched, outermost first. */
export interface RouteMatch {
  route: RouteObject;
  /** Every parameter matched so far, the parents' included. */
  params: Params;
  /** The part of the address this route and its parents matched, as the address wrote it. */
  pathname: string;
  /** The same without what `*` took and without a closing slash: what children are relative to. */
  pathnameBase: string;
}
