import { useSession } from '@tjas/auth';
import { useAsync, type AsyncState } from '@tjas/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  findMySignup,
  getEvent,
  listSignups,
  waitingListPlace,
  watchEvent,
  watchSignup,
  type EventRecord,
  type SignupAnswer,
  type SignupRecord,
} from '../api/events-api.ts';
import type { LiveCounts } from '@tjas/schema/rules/signups';
import { settleTimer } from './settle-timer.ts';
import { canManage, waitingPosition } from './signup-state.ts';

/** What an event's page shows: the event, the member's own sign-up and, where needed, everyone's. */
export interface LiveEvent {
  event: EventRecord;
  /** The member's own sign-up, or null. */
  mine: SignupRecord | null;
  /** The member's place on the waiting list (1-based); null with a place or without a sign-up. */
  waitingPlace: number | null;
  /** Everyone signed up, in sign-up order: on the list page and for the event's organisers, else null. */
  signups: SignupRecord[] | null;
}

/** The list page's view of an event: everyone signed up is always there. */
export type LiveEventWithList = LiveEvent & { signups: SignupRecord[] };

type Committees = readonly { id: string; admin: boolean }[];

/** What the page learnt since `base` was loaded: counts heard, the answer to the member's sign-up. */
interface Learnt {
  base: LiveEvent | null;
  counts?: LiveCounts;
  own?: { mine: SignupRecord; waitingPlace: number | null };
}

/**
 * Reads an event's page. A member's page reads the event and their own sign-up (and their place
 * on the waiting list as a count), never the whole list with every member: a thousand members
 * opening the page or signing up at once would each read it (issue #33). The list page and the
 * event's organisers (who act on the list: cancel, delete, messages) read the list too.
 */
async function loadLiveEvent(id: string, userId: string, committees: Committees, list: boolean): Promise<LiveEvent> {
  const [event, own] = await Promise.all([getEvent(id), list ? null : findMySignup(id, userId)]);
  if (list || canManage(event, committees)) {
    const signups = await listSignups(id);
    const mine = signups.find((signup) => signup.user === userId) ?? null;
    return { event, mine, waitingPlace: mine && waitingPosition(signups, mine), signups };
  }
  const waitingPlace = own?.status === 'waiting' ? await waitingListPlace(own) : null;
  return { event, mine: own, waitingPlace, signups: null };
}

/** After a save of the event: read again once the saves stop, pages spread over two seconds. */
const EVENT_SAVED = { quietMs: 500, spreadMs: 2000 };
/** After the counts of a rush: read again once the messages stop, pages spread over three seconds. */
const COUNTS_SETTLED = { quietMs: 2000, spreadMs: 3000 };

/**
 * The event's page (loadLiveEvent), kept current while it is open (PocketBase realtime):
 * - the member's own sign-up changes (a promotion from the waiting list, a sign-off by the
 *   organisers): read again at once;
 * - the event is saved (an edit, a cancellation, the counts after a sign-out or a promotion):
 *   read again;
 * - other members sign up: the counts the server sends (at most once a second) are shown as they
 *   come, without a request, and once they stop the page is read again, which brings the
 *   sign-ups of the last second.
 * The waits are spread (settle-timer.ts): a thousand pages open on one event must not all ask at
 * the same moment.
 */
export function useLiveEvent(id: string, options: { list: true }): LiveEventHook<LiveEventWithList>;
export function useLiveEvent(id: string, options?: { list?: boolean }): LiveEventHook<LiveEvent>;
export function useLiveEvent(id: string, { list = false }: { list?: boolean } = {}) {
  const userId = useSession((state) => state.user?.id ?? '');
  const committees = useSession((state) => state.committees);
  const [state, reload] = useAsync<LiveEvent>(() => loadLiveEvent(id, userId, committees, list), `${id}:${userId}`);
  const data = state.status === 'ready' ? state.data : null;
  // What was learnt since `base` was loaded; a newer load replaces it.
  const [learnt, setLearnt] = useState<Learnt | null>(null);
  const current = useRef<LiveEvent | null>(null);
  useEffect(() => {
    current.current = data;
  }, [data]);
  const learn = useCallback(
    (change: Omit<Learnt, 'base'>) =>
      setLearnt((before) => ({
        ...(before?.base === current.current ? before : null),
        base: current.current,
        ...change,
      })),
    [],
  );

  useEffect(() => {
    let active = true;
    const eventSaved = settleTimer(reload, EVENT_SAVED);
    const countsSettled = settleTimer(reload, COUNTS_SETTLED);
    const stop = follow(() =>
      watchEvent(id, {
        onEvent: () => active && eventSaved.poke(),
        onCounts: (counts) => {
          if (!active) return;
          learn({ counts });
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
  }, [id, reload, learn]);

  // The answer to the member's own sign-up says their place and the counts: shown without asking
  // the server again (a thousand pages asking at once would cost what the sign-ups cost, #33).
  const signedUp = useCallback(
    (answer: SignupAnswer) => {
      const { event_counts: counts, waiting_place: place } = answer;
      if (!counts || place === undefined) return reload();
      learn({ counts, own: { mine: answer, waitingPlace: answer.status === 'waiting' ? place : null } });
    },
    [reload, learn],
  );

  const known = learnt && learnt.base === data ? learnt : null;
  const shown = useMemo<AsyncState<LiveEvent>>(() => {
    if (!data || !known) return state;
    const { counts, own } = known;
    const event = counts
      ? { ...data.event, signups_confirmed: counts.confirmed, signups_waiting: counts.waiting }
      : data.event;
    return { status: 'ready', data: { ...data, ...own, event } };
  }, [state, data, known]);
  const mine = shown.status === 'ready' ? (shown.data.mine?.id ?? '') : '';
  useEffect(() => (mine ? follow(() => watchSignup(mine, reload)) : undefined), [mine, reload]);

  return [shown, reload, signedUp] as const;
}

/** The page's state, what reads it again, and what shows the answer to the member's own sign-up. */
type LiveEventHook<T extends LiveEvent> = readonly [AsyncState<T>, () => void, (answer: SignupAnswer) => void];

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
