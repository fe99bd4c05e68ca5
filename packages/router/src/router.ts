/**
 * The router of the shell and the sections, and the only module they import it from: the part of
 * react-router 7's declarative API that they use (BrowserRouter, useRoutes with nested routes,
 * ranking and `<Outlet />`, links resolved from their route, the history's state), in ~3 KB
 * instead of react-router's 13.6 KB gzip on every page (issue #33, BENCHMARKS.md). Federation
 * shares this module whole (shared modules are not tree-shaken): what it exports is what every
 * page loads.
 *
 * Adding an export is a minor version bump of this package: a section that needs it then
 * requires the newer version, and the shell refuses it until the shell has been rebuilt.
 */
export type { Location } from './history-store.ts';
export { Link, NavLink } from './link.tsx';
export type { LinkProps, NavLinkProps } from './link.tsx';
export { Navigate, useNavigate } from './navigation.tsx';
export type { NavigateFunction, NavigateOptions } from './navigation.tsx';
export type { Path, To } from './path.ts';
export type { Params, RouteObject } from './route-object.ts';
export { useLocation } from './router-context.ts';
export { BrowserRouter } from './browser-router.tsx';
export { Outlet, useParams, useRoutes } from './use-routes.tsx';
export { useSearchParams } from './use-search-params.ts';
