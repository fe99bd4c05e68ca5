import { useLocation } from '@tjas/router';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeToUpdate } from './pending-update.ts';
import { reloadOnce } from './reload-guard.ts';

/** The pending update's reason (Dutch), or null; re-renders when one is noticed. */
export function usePendingUpdate(): string | null {
  return useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null);
}

/**
 * Loads a noticed update on the member's next navigation: the page they leave is gone anyway,
 * so nothing they typed is lost, and the page they asked for comes from the new version. The
 * address is already the new one, so a reload lands there (once, within the 10 s guard).
 */
export function useUpdateOnNavigation(reload: () => void = () => window.location.reload()): void {
  const { pathname } = useLocation();
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true; // the page as it was opened, not a navigation
      return;
    }
    const reason = pendingUpdate();
    if (reason) reloadOnce(reason, Date.now(), reload);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of page counts; `reload` is the same action every render.
  }, [pathname]);
}
