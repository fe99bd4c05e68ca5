import { useAsync } from '@tjas/ui';
import { useEffect } from 'react';
import { getEvent, listSignups, watchEvent } from '../api/events-api.ts';

/**
 * The event and its sign-ups, reloaded whenever anyone signs up or out or the organisers edit
 * the event (PocketBase realtime), so counts and waiting-list positions are always current.
 */
export function useLiveEvent(id: string) {
  const [state, reload] = useAsync(() => Promise.all([getEvent(id), listSignups(id)]), id);
  useEffect(() => {
    // Stopping can fail when the session changed meanwhile (a logout: the server refuses the
    // connection's new authorization); the connection and its subscriptions end with it anyway.
    const quietly = (unsubscribe: () => Promise<void>) => void unsubscribe().catch(() => undefined);
    let stop: (() => Promise<void>) | undefined;
    let active = true;
    watchEvent(id, reload)
      .then((unsubscribe) => {
        if (active) stop = unsubscribe;
        else quietly(unsubscribe);
      })
      .catch((error: unknown) => console.warn('Live bijwerken niet beschikbaar', error));
    return () => {
      active = false;
      if (stop) quietly(stop);
    };
  }, [id, reload]);
  return [state, reload] as const;
}
