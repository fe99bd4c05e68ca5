import { createContext, useContext, type ReactNode } from 'react';
import type { Location, RouterHistory } from './history-store.ts';
import type { RouteMatch } from './route-object.ts';

export interface NavigatorValue {
  history: RouterHistory;
  location: Location;
}

/** The router's history and the location the page renders. */
export const NavigatorContext = createContext<NavigatorValue | null>(null);

export interface RouteValue {
  /** The routes that rendered this part of the page, outermost first. */
  matches: RouteMatch[];
  /** What `<Outlet />` renders here: the next route in, if any. */
  outlet: ReactNode;
}

/** The routes around a component; empty outside of any route. */
export const RouteContext = createContext<RouteValue>({ matches: [], outlet: null });

/** The router, or a clear error for a hook used outside of one (a page test without a router). */
export function useNavigator(hook: string): NavigatorValue {
  const value = useContext(NavigatorContext);
  if (!value) throw new Error(`${hook}() werkt alleen binnen een router (BrowserRouter of MemoryRouter).`);
  return value;
}

/** The current location: its address, its state and its key. */
export function useLocation(): Location {
  return useNavigator('useLocation').location;
}
