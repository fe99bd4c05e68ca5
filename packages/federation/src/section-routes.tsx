import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from '@tjas/router';
import type { SectionContract, SectionRoute } from './section-contract.ts';

/** Joins a section's prefix (`/sport`) and a path relative to it (`uitslagen`) into a router path. */
function underPrefix(prefix: string, path: string): string {
  return [prefix.replace(/^\/+|\/+$/g, ''), path].filter(Boolean).join('/');
}

/**
 * The router objects of a section on the site: its pages (each rendered by `page`, so the shell
 * and the section page tests decide how a page is guarded), the redirects it declares (e.g. `/sport`
 * to `/sport/uitslagen`), and `notFound` for any other address under its prefix. One mapping, so a
 * page test opens a page exactly where the site does.
 */
export function sectionRouteObjects(
  section: SectionContract,
  prefix: string,
  page: (route: SectionRoute) => ReactNode,
  notFound: ReactNode,
): RouteObject[] {
  return [
    ...section.routes.map((route) => ({ path: underPrefix(prefix, route.path), element: page(route) })),
    ...(section.redirects ?? []).map((redirect) => ({
      path: underPrefix(prefix, redirect.from),
      element: <Navigate to={`/${underPrefix(prefix, redirect.to)}`} replace />,
    })),
    { path: '*', element: notFound },
  ];
}
