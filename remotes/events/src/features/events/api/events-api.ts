import {
  FULL_LIST_BATCH,
  getPocketBase,
  type EventCardsResponse,
  type EventsResponse,
  type SignupAnswersResponse,
  type SignupGuestsResponse,
  type SignupPaymentsResponse,
  type SignupsResponse,
  type UsersResponse,
} from '@tjas/auth';
import { PAGE_SIZE } from '@tjas/ui';
import type { ListResult, UnsubscribeFunc } from 'pocketbase';
import { committeeNames } from './committee-names.ts';
import { countsTopic, type LiveCounts, type SignupAnswerExtras } from '@tjas/schema/rules/signups';

export type QuestionType = 'choice' | 'text' | 'yesno';

export interface Question {
  id: string;
  label: string;
  type: QuestionType;
  options?: string[];
  required?: boolean;
}

export type Answers = Record<string, string | boolean>;

/** An event whole, as its page reads it (`getEvent`, with the organiser expanded). */
export type EventRecord = EventsResponse<Question[]> & OrganiserExpand;

export type SignupRecord = SignupsResponse & {
  expand?: { user?: Pick<UsersResponse, 'id' | 'name' | 'username'> & Partial<Pick<UsersResponse, 'avatar'>> };
};

export type AnswersRecord = SignupAnswersResponse<Answers>;

export type EventInput = Pick<
  EventRecord,
  | 'title'
  | 'description'
  | 'location'
  | 'start'
  | 'end'
  | 'organiser'
  | 'capacity'
  | 'price'
  | 'payment_instructions'
  | 'max_guests'
  | 'signup_opens'
  | 'signup_deadline'
  | 'signout_deadline'
  | 'questions'
  | 'training'
>;

const events = () => getPocketBase().collection('events');
const eventCards = () => getPocketBase().collection('event_cards');
const signups = () => getPocketBase().collection('signups');

/**
 * `expand.organiser`: PocketBase's expansion on an event's page, filled in from the committee names
 * on a list (withOrganisers).
 */
type OrganiserExpand = { expand?: { organiser?: { id: string; name: string } } };

/**
 * An event as the list's card shows it: the `event_cards` view (migration 1766800000), without
 * the description, payment instructions and questions a list does not show (`has_questions` says
 * whether there are any).
 */
export type EventCardRecord = EventCardsResponse & OrganiserExpand;

/** The organiser as an expansion would give it, from the committee names (see committeeNames). */
async function withOrganisers<T extends EventCardRecord>(list: Promise<ListResult<T>>): Promise<ListResult<T>> {
  const [result, names] = await Promise.all([list, committeeNames()]);
  for (const event of result.items) {
    const name = names.get(event.organiser);
    if (name) event.expand = { ...event.expand, organiser: { id: event.organiser, name } };
  }
  return result;
}

/** The member's own sign-up for an event, as the events list shows it. */
export type MyPlace = { status: 'confirmed'; id: string } | { status: 'waiting'; position: number; id: string };

/** An event of the list, with the member's own place on it when they signed up. */
export interface ListedEvent extends EventCardRecord {
  mine?: MyPlace;
}

/**
 * The member's places on events that are not over yet, by event: one request for their
 * sign-ups, and for those on a waiting list one more for who waits ahead of them (not one per event).
 */
export async function listMyPlaces(userId: string): Promise<Map<string, MyPlace>> {
  const pb = getPocketBase();
  const mine = await signups().getFullList<SignupRecord>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('user = {:userId} && event.ends >= @now', { userId }),
    fields: 'id,event,status,queue',
  });
  const places = new Map<string, MyPlace>();
  for (const signup of mine)
    if (signup.status === 'confirmed') places.set(signup.event, { status: 'confirmed', id: signup.id });
  const waiting = mine.filter((signup) => signup.status === 'waiting');
  if (waiting.length === 0) return places;
  const ahead = await signups().getFullList<SignupRecord>({
    batch: FULL_LIST_BATCH,
    filter: waiting
      .map((signup) =>
        pb.filter("(event = {:event} && status = 'waiting' && queue <= {:queue})", {
          event: signup.event,
          queue: signup.queue,
        }),
      )
      .join(' || '),
    fields: 'event,queue',
  });
  for (const signup of waiting) {
    places.set(signup.event, {
      status: 'waiting',
      position: ahead.filter((other) => other.event === signup.event).length,
      id: signup.id,
    });
  }
  return places;
}

/**
 * Upcoming and running events, soonest first, with the member's place on each (asked at the
 * same time, so a card never changes after it is shown). `ends` (the end, or the start when
 * there is none) is kept by the server, so "not over yet" is one indexed range. Without a total
 * (`skipTotal`): counting every upcoming event grows with the database; the pager goes on while
 * pages are full.
 */
export async function listUpcomingEvents(page: number, userId: string): Promise<ListResult<ListedEvent>> {
  const [result, places] = await Promise.all([
    withOrganisers(
      eventCards().getList<ListedEvent>(page, PAGE_SIZE, { filter: 'ends >= @now', sort: 'start', skipTotal: true }),
    ),
    // The list is what matters: without the member's places the cards show the rest of their status.
    listMyPlaces(userId).catch(() => new Map<string, MyPlace>()),
  ]);
  for (const event of result.items) {
    const place = places.get(event.id);
    if (place) event.mine = place;
  }
  return result;
}

/** Past events, most recent first. */
export function listPastEvents(page = 1) {
  return withOrganisers(
    eventCards().getList<ListedEvent>(page, PAGE_SIZE, { filter: 'ends < @now', sort: '-start', skipTotal: true }),
  );
}

/** The size of an event's cover on its card: one of the thumbs the events collection declares. */
export const COVER_THUMB = { name: '640x360', width: 640, height: 360 } as const;
/** The size of an event's cover on its page, the other thumb. */
export const PAGE_COVER_THUMB = { name: '1280x720', width: 1280, height: 720 } as const;

/**
 * An event's cover picture as PocketBase's thumb (cut to 16:9), or '' without one. Always the
 * events' file address, also for a card (a record of the view): one address per picture, the
 * one the server preloads for the list's first card (pb_hooks/lib/first-cover-preload.js).
 */
export function coverUrl(event: Pick<EventCardRecord, 'id' | 'cover'>, thumb: { name: string } = COVER_THUMB): string {
  return event.cover
    ? getPocketBase().files.getURL({ collectionName: 'events', id: event.id }, event.cover, { thumb: thumb.name })
    : '';
}

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
 * The server's answer to a sign-up: the sign-up, the event's counts with it and the member's place
 * on the waiting list (@tjas/schema signupAnswerExtras). Partial: a server from before #33 sends
 * the sign-up only.
 */
export type SignupAnswer = SignupRecord & Partial<SignupAnswerExtras>;

export function signUp(eventId: string, userId: string, answers: Answers, guests: readonly string[] = []) {
  return signups().create<SignupAnswer>({ event: eventId, user: userId, answers, guests });
}

export function signOut(signupId: string) {
  return signups().delete(signupId);
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

/** The member's personal calendar feed URL; `reset` makes a new one and retires the old. */
export function calendarFeedUrl(reset = false) {
  return getPocketBase()
    .send<{ url: string }>('/api/tjas/agenda-link', { method: 'POST', body: { reset } })
    .then((result) => result.url);
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
