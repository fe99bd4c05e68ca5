import {
  FULL_LIST_BATCH,
  getPocketBase,
  type EventCardsResponse,
  type EventsResponse,
  type SignupAnswersResponse,
  type SignupsResponse,
  type UsersResponse,
} from '@tjas/auth';
import { PAGE_SIZE } from '@tjas/ui';
import type { ListResult } from 'pocketbase';
import { committeeNames } from './committee-names.ts';
import type { SignupAnswerExtras } from '@tjas/schema/rules/signups';

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

/** The member's personal calendar feed URL; `reset` makes a new one and retires the old. */
export function calendarFeedUrl(reset = false) {
  return getPocketBase()
    .send<{ url: string }>('/api/tjas/agenda-link', { method: 'POST', body: { reset } })
    .then((result) => result.url);
}
