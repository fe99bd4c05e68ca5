import { FULL_LIST_BATCH, getPocketBase, type SignupGuestsResponse, type SignupPaymentsResponse } from '@tjas/auth';
import type { UnsubscribeFunc } from 'pocketbase';
import { countsTopic, type LiveCounts } from '@tjas/schema/rules/signups';
import type { Answers, AnswersRecord, EventInput, EventRecord, SignupRecord } from './events-api.ts';

// What an event's own page, its forms and its organisers' page ask of the server. Apart from
// the list's (events-api.ts): the list is in the section's first file, and all of this came
// with it on every cold /evenementen (#33); here it comes with the page's own chunks.

const events = () => getPocketBase().collection('events');
const signups = () => getPocketBase().collection('signups');

export function getEvent(id: string) {
  return events().getOne<EventRecord>(id, { expand: 'organiser' });
}

/**
 * A new cover picture (a File), none (null: the current one is removed), or the current one kept
 * (undefined). The SDK sends a record with a file as multipart.
 */
export type CoverChange = File | null | undefined;

const withCover = (input: EventInput, cover: CoverChange) => (cover === undefined ? input : { ...input, cover });

export function createEvent(input: EventInput, cover?: CoverChange) {
  return events().create<EventRecord>(withCover(input, cover));
}

export function updateEvent(id: string, input: EventInput, cover?: CoverChange) {
  return events().update<EventRecord>(id, withCover(input, cover));
}

/**
 * Cancels an event for good: it stays on the list as cancelled, sign-up closes, and the server
 * mails everyone with a place or on the waiting list (pb_hooks/lib/event-cancellation.js).
 */
export function cancelEvent(id: string) {
  return events().update<EventRecord>(id, { cancelled: true });
}

/** Deletes an event with its sign-ups; the server allows it when nobody signed up or it was cancelled. */
export function deleteEvent(id: string) {
  return events().delete(id);
}

/** Everyone signed up for an event, in sign-up order (places first come first served). */
export function listSignups(eventId: string) {
  const pb = getPocketBase();
  return signups().getFullList<SignupRecord>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('event = {:eventId}', { eventId }),
    sort: 'queue',
    expand: 'user',
  });
}

/** Answers the caller may read: their own, or all of an event they organise. */
export function listAnswers(eventId: string) {
  const pb = getPocketBase();
  return pb
    .collection('signup_answers')
    .getFullList<AnswersRecord>({ batch: FULL_LIST_BATCH, filter: pb.filter('event = {:eventId}', { eventId }) });
}

/** The names of the guests a member brings (signup_guests: the member and the organisers read them). */
export type GuestsRecord = SignupGuestsResponse<string[]>;

/** The guests' names the caller may read: of an event they organise, or their own. */
export function listGuests(eventId: string): Promise<GuestsRecord[]> {
  const pb = getPocketBase();
  return pb
    .collection('signup_guests')
    .getFullList<GuestsRecord>({ batch: FULL_LIST_BATCH, filter: pb.filter('event = {:eventId}', { eventId }) });
}

/** The organisers' mark that a sign-up of a paid event is paid (signup_payments). */
export type PaymentRecord = SignupPaymentsResponse;

/** The payment marks the caller may read: of an event they organise, or their own. */
export function listPayments(eventId: string): Promise<PaymentRecord[]> {
  const pb = getPocketBase();
  return pb
    .collection('signup_payments')
    .getFullList<PaymentRecord>({ batch: FULL_LIST_BATCH, filter: pb.filter('event = {:eventId}', { eventId }) });
}

/** Marks a sign-up as paid or not (organisers of the event and admins; the server checks). */
export function setPaid(signupId: string, paid: boolean): Promise<{ betaald: boolean }> {
  return getPocketBase().send(`/api/tjas/aanmeldingen/${encodeURIComponent(signupId)}/betaald`, {
    method: 'PUT',
    body: { betaald: paid },
  });
}

/** The member's own answers to an event's questions; empty when they gave none. */
export async function getMyAnswers(signupId: string): Promise<Answers> {
  const pb = getPocketBase();
  const found = await pb
    .collection('signup_answers')
    .getList<AnswersRecord>(1, 1, { filter: pb.filter('signup = {:signupId}', { signupId }), skipTotal: true });
  return found.items[0]?.answers ?? {};
}

/** Replaces the member's answers (checked by the server against the questions, while sign-up is open). */
export function saveMyAnswers(signupId: string, answers: Answers): Promise<{ answers: Answers }> {
  return getPocketBase().send(`/api/tjas/aanmeldingen/${encodeURIComponent(signupId)}/antwoorden`, {
    method: 'PUT',
    body: { answers },
  });
}

/**
 * Listens to the event: `onEvent` when the event itself is saved (an edit, a cancellation, the
 * counts after a sign-out or a promotion), `onCounts` with the counts while members sign up.
 * Returns the function that stops listening.
 */
export async function watchEvent(
  eventId: string,
  handlers: { onEvent: () => void; onCounts: (counts: LiveCounts) => void },
): Promise<UnsubscribeFunc> {
  const pb = getPocketBase();
  const stopEvent = await events().subscribe(eventId, handlers.onEvent);
  let stopCounts: UnsubscribeFunc;
  try {
    stopCounts = await pb.realtime.subscribe(countsTopic(eventId), (message: Partial<LiveCounts>) => {
      if (typeof message.confirmed === 'number' && typeof message.waiting === 'number')
        handlers.onCounts({ confirmed: message.confirmed, waiting: message.waiting });
    });
  } catch (error) {
    await stopEvent().catch(() => undefined);
    throw error;
  }
  // Both, also when one fails (after a logout the server refuses the first): a listener left
  // behind would keep the connection open.
  return async () => {
    await Promise.allSettled([stopEvent(), stopCounts()]);
  };
}

/** The member's own sign-up for the event, if any (one row, not the event's whole list). */
export async function findMySignup(eventId: string, userId: string): Promise<SignupRecord | null> {
  const pb = getPocketBase();
  const page = await signups().getList<SignupRecord>(1, 1, {
    filter: pb.filter('event = {:eventId} && user = {:userId}', { eventId, userId }),
    skipTotal: true,
  });
  return page.items[0] ?? null;
}

/**
 * The member's place on the waiting list (1-based): how many sign-ups of the event wait with a
 * queue number up to theirs, counted by the server, so the event's page need not read the list.
 */
export async function waitingListPlace(signup: Pick<SignupRecord, 'event' | 'queue'>): Promise<number> {
  const pb = getPocketBase();
  const page = await signups().getList(1, 1, {
    filter: pb.filter('event = {:event} && status = "waiting" && queue <= {:queue}', {
      event: signup.event,
      queue: signup.queue,
    }),
    fields: 'id',
  });
  return page.totalItems;
}

/** One event as iCalendar text, for "add to my calendar". */
export async function eventCalendarFile(eventId: string): Promise<string> {
  const pb = getPocketBase();
  const response = await fetch(pb.buildURL(`/api/tjas/agenda-evenement/${encodeURIComponent(eventId)}`), {
    headers: { Authorization: pb.authStore.token },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * Tells the server that the member opened the event, once per visit: a member who looked and did
 * not sign up gets a push before its sign-up deadline (#34, pb_hooks/push.pb.js). Nothing for
 * the page to wait for or to show when it fails.
 */
export function recordEventView(id: string): void {
  getPocketBase()
    .send(`/api/tjas/evenementen/${encodeURIComponent(id)}/bekeken`, { method: 'POST', requestKey: null })
    .catch(() => undefined);
}
