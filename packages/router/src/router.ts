/**
 * The part of react-router that the shell and the sections use, and the only module they import
 * it from. Federation shares a package whole (shared modules are not tree-shaken): sharing
 * react-router itself put all of it, ~67 KB gzip, on every page. Shared through this module,
 * only what is named here is built, once, and shell and sections still see one router. The
 * declarative router (BrowserRouter, useRoutes) is ~15 KB of it; the data router would be ~35.
 *
 * Adding an export is a minor version bump of this package: a section that needs it then
 * requires the newer version, and the shell refuses it until the shell has been rebuilt.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
