import { useRef, type ReactNode } from 'react';
import { createMemoryHistory, type RouterHistory } from './history-store.ts';
import { Router } from './browser-router.tsx';

/**
 * A router over a history in memory, for tests: starts at `initialEntries[initialIndex]`
 * (default the last). Not shared with the sections, so not for the site's own code.
 */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const history = useRef<RouterHistory>(null);
  history.current ??= createMemoryHistory(initialEntries, initialIndex);
  return <Router history={history.current}>{children}</Router>;
}
