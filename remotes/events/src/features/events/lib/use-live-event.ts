import { useSession } from '@tjas/auth';
import { useAsync, type AsyncState } from '@tjas/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  findMySignup,
  getEvent,
  listSignups,
  watchEvent,
  watchSignup,
  type EventRecord,
  type SignupRecord,
} from '../api/events-api.ts';
import type { LiveCounts } from '@tjas/schema/rules/signups';
import { settleTimer } from './settle-timer.ts';
import { canManage } from './signup-state.ts';

type EventData = [EventRecord, SignupRecord[]];

/** After a save of the event: read again once the saves stop, pages spread over two seconds. */
const EVENT_SAVED = { quietMs: 500, spreadMs: 2000 };
/** After the counts of a rush: read again once the messages stop, pages spread over three seconds. */
const COUNTS_SETTLED = { quietMs: 2000, spreadMs: 3000 };

/**
 * The event and its sign-ups, kept current while the page is open (PocketBase realtime):
 * - the member's own sign-up changes (a promotion from the waiting list, a sign-off by the
 *   organisers): read again at once;
 * - the event is saved (an edit, a cancellation, the counts after a sign-out): read again;
 * - other members sign up: the counts the server sends (at most once a second) are shown as they
 *   come, without a request, and once they stop the page reads the event and the member's own
 *   sign-up again, which brings the sign-ups of the last second (`list`, and for the event's
 *   organisers: the whole list).
 * The waits are spread (settle-timer.ts): a thousand pages open on one event must not all ask at
 * the same moment.
 */
export function useLiveEvent(id: string, { list = false }: { list?: boolean } = {}) {
  const userId = useSession((state) => state.user?.id ?? '');
  const committees = useSession((state) => state.committees);
  const [state, reload] = useAsync<EventData>(() => Promise.all([getEvent(id), listSignups(id)]), id);
  const data = state.status === 'ready' ? state.data : null;
  // The organisers act on the list itself (delete, cancel, messages): theirs is read again too.
  const withList = list || (data !== null && canManage(data[0], committees));
  // Counts heard since `base` was loaded; a newer load replaces them.
  const [heard, setHeard] = useState<{ base: EventData | null; counts: LiveCounts } | null>(null);
  const current = useRef<EventData | null>(null);
  useEffect(() => {
    current.current = data;
  }, [data]);
  const mine = data?.[1].find((signup) => signup.user === userId)?.id ?? '';

  useEffect(() => {
    let active = true;
    const heardCounts = (counts: LiveCounts) => active && setHeard({ base: current.current, counts });
    // A member's page reads the event and their own sign-up, not the whole list; their own
    // sign-up made elsewhere (another tab, an organiser) brings the list once.
    const refreshCounts = () =>
      void Promise.all([getEvent(id), findMySignup(id, userId)]).then(
        ([event, own]) => {
          if (!active) return;
          const known = current.current?.[1].find((signup) => signup.user === userId);
          if (own?.id !== known?.id || own?.status !== known?.status) reload();
          else heardCounts({ confirmed: event.signups_confirmed ?? 0, waiting: event.signups_waiting ?? 0 });
        },
        () => undefined,
      );
    const eventSaved = settleTimer(reload, EVENT_SAVED);
    const countsSettled = settleTimer(withList ? reload : refreshCounts, COUNTS_SETTLED);
    const stop = follow(() =>
      watchEvent(id, {
        onEvent: () => active && eventSaved.poke(),
        onCounts: (counts) => {
          if (!active) return;
          heardCounts(counts);
          countsSettled.poke();
        },
      }),
    );
    return () => {
      active = false;
      eventSaved.cancel();
      countsSettled.cancel();
      stop();
    };
  }, [id, userId, withList, reload]);

  useEffect(() => (mine ? follow(() => watchSignup(mine, reload)) : undefined), [mine, reload]);

  const counts = heard && heard.base === data ? heard.counts : null;
  const shown = useMemo<AsyncState<EventData>>(() => {
    if (!data || !counts) return state;
    const [event, signups] = data;
    return {
      status: 'ready',
      data: [{ ...event, signups_confirmed: counts.confirmed, signups_waiting: counts.waiting }, signups],
    };
  }, [state, data, counts]);
  return [shown, reload] as const;
}

/**
 * Starts a subscription and returns what ends it, also when it ends before it was set up.
 * Stopping can fail when the session changed meanwhile (a logout: the server refuses the
 * connection's new authorization); the connection and its subscriptions end with it anyway.
 */
function follow(subscribe: () => Promise<() => Promise<void>>): () => void {
  const quietly = (unsubscribe: () => Promise<void>) => void unsubscribe().catch(() => undefined);
  let stop: (() => Promise<void>) | undefined;
  let active = true;
  subscribe()
    .then((unsubscribe) => {
      if (active) stop = unsubscribe;
      else quietly(unsubscribe);
    })
    .catch((error: unknown) => console.warn('Live bijwerken niet beschikbaar', error));
  return () => {
    active = false;
    if (stop) quietly(stop);
  };
}
