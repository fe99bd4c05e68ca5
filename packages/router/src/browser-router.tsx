import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createBrowserHistory, type RouterHistory } from './history-store.ts';
import { NavigatorContext } from './router-context.ts';

/**
 * Renders `children` at the history's location, and again after every change. A change renders
 * as a transition, as react-router 7 does: the page on screen stays until the next one is ready,
 * and a long page renders in slices with taps let through in between.
 */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const unlisten = history.listen((next) => startTransition(() => setLocation(next)));
    // A change between the first render and this subscription (a child's layout effect) is not lost.
    setLocation(history.location);
    return unlisten;
  }, [history]);
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <NavigatorContext.Provider value={value}>{children}</NavigatorContext.Provider>;
}

/** The site's router: the address bar and the browser's back and forward. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const history = useRef<RouterHistory>(null);
  history.current ??= createBrowserHistory();
  return <Router history={history.current}>{children}</Router>;
}
