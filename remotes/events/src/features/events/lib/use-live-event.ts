import { useSession } from '@tjas/auth';
import { useAsync, type AsyncState } from '@tjas/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type EventRecord, type SignupAnswer, type SignupRecord } from '../api/events-api.ts';
import { findMySignup, getEvent, listSignups, waitingListPlace, watchEvent } from '../api/event-page-api.ts';
import type { LiveCounts } from '@tjas/schema/rules/signups';
import { settleTimer, type SettleTimer } from './settle-timer.ts';
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
  /**
   * `mine` is the server's answer to this page's sign-up, not read back yet: what follows from
   * it (the organisers' messages to the member) waits for the page's next read, spread with the
   * other pages' after a rush.
   */
  answered: boolean;
}

/** The list page's view of an event: everyone signed up is always there. */
export type LiveEventWithList = LiveEvent & { signups: SignupRecord[] };

type Committees = readonly { id: string; admin: boolean }[];

/**
 * What the page learnt between its reads, each piece with when (performance.now()): counts heard,
 * the answer to the member's sign-up. A piece counts until a read that started after it has come
 * back: a read that was under way when the member signed up does not know their sign-up.
 */
interface Learnt {
  counts?: { value: LiveCounts; at: number };
  own?: { mine: SignupRecord; waitingPlace: number | null; at: number };
}

/** A read of the page and when it started. */
interface Read {
  page: LiveEvent;
  startedAt: number;
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
    return { event, mine, waitingPlace: mine && waitingPosition(signups, mine), signups, answered: false };
  }
  const waitingPlace = own?.status === 'waiting' ? await waitingListPlace(own) : null;
  return { event, mine: own, waitingPlace, signups: null, answered: false };
}

/** After a save of the event: read again once the saves stop, pages spread over two seconds. */
const EVENT_SAVED = { quietMs: 500, spreadMs: 2000 };
/** After the counts of a rush: read again once the messages stop, pages spread over three seconds. */
const COUNTS_SETTLED = { quietMs: 2000, spreadMs: 3000 };

/**
 * The event's page (loadLiveEvent), kept current while it is open (PocketBase realtime):
 * - the event is saved (an edit, a cancellation, the counts after a sign-out, a sign-off by the
 *   organisers or a promotion from the waiting list: each moves the counts, which saves the
 *   event): read again;
 * - other members sign up: the counts the server sends (at most once a second) are shown as they
 *   come, without a request, and once they stop the page is read again, which brings the
 *   sign-ups of the last second.
 * The waits are spread (settle-timer.ts): a thousand pages open on one event must not all ask at
 * the same moment. The member's own sign-up is not followed on its own: a change of it that
 * matters moves the counts, and a subscription more per page, sent by every member right after
 * their answer, costs PocketBase work for every saved record while a thousand pages are open
 * (BENCHMARKS.md, the rush with the page open).
 */
export function useLiveEvent(id: string, options: { list: true }): LiveEventHook<LiveEventWithList>;
export function useLiveEvent(id: string, options?: { list?: boolean }): LiveEventHook<LiveEvent>;
export function useLiveEvent(id: string, { list = false }: { list?: boolean } = {}) {
  const userId = useSession((state) => state.user?.id ?? '');
  const committees = useSession((state) => state.committees);
  // Read again when the member's committees change: an organiser's page reads the whole list.
  const committeeKey = committees.map((committee) => `${committee.id}${committee.admin ? '!' : ''}`).join();
  const [state, reload] = useAsync<Read>(() => {
    const startedAt = performance.now();
    return loadLiveEvent(id, userId, committees, list).then((page) => ({ page, startedAt }));
  }, `${id}:${userId}:${committeeKey}`);
  const read = state.status === 'ready' ? state.data : null;
  const [learnt, setLearnt] = useState<Learnt>({});
  const latest = useRef<Read | null>(null);
  const settled = useRef<SettleTimer | null>(null);
  useEffect(() => {
    latest.current = read;
  }, [read]);

  useEffect(() => {
    let active = true;
    const eventSaved = settleTimer(reload, EVENT_SAVED);
    const countsSettled = settleTimer(reload, COUNTS_SETTLED);
    settled.current = countsSettled;
    const stop = follow(() =>
      watchEvent(id, {
        onEvent: () => active && eventSaved.poke(),
        onCounts: (counts) => {
          if (!active) return;
          setLearnt((before) => ({ ...before, counts: { value: counts, at: performance.now() } }));
          countsSettled.poke();
        },
      }),
    );
    return () => {
      active = false;
      settled.current = null;
      eventSaved.cancel();
      countsSettled.cancel();
      stop();
    };
  }, [id, reload]);

  // The answer to the member's own sign-up says their place and the counts: shown without asking
  // the server again (a thousand pages asking at once would cost what the sign-ups cost, #33),
  // and read back with the other pages once the counts stop (also when realtime is down).
  const signedUp = useCallback(
    (answer: SignupAnswer) => {
      const { event_counts: counts, waiting_place: place } = answer;
      // The organisers' page acts on the whole list, which the answer does not bring.
      if (!counts || place === undefined || latest.current?.page.signups) return reload();
      const at = performance.now();
      const waitingPlace = answer.status === 'waiting' ? place : null;
      setLearnt({ counts: { value: counts, at }, own: { mine: answer, waitingPlace, at } });
      settled.current?.poke();
    },
    [reload],
  );

  const shown = useMemo<AsyncState<LiveEvent>>(() => {
    if (state.status !== 'ready') return state;
    const { page, startedAt } = state.data;
    const counts = learnt.counts && learnt.counts.at > startedAt ? learnt.counts.value : null;
    const own = learnt.own && learnt.own.at > startedAt ? learnt.own : null;
    const event = counts
      ? { ...page.event, signups_confirmed: counts.confirmed, signups_waiting: counts.waiting }
      : page.event;
    const answered = own ? { mine: own.mine, waitingPlace: own.waitingPlace, answered: true } : null;
    return { status: 'ready', data: { ...page, ...answered, event } };
  }, [state, learnt]);

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
