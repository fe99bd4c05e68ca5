import { parseDate } from '@tjas/ui';
import type { EventCardRecord, EventRecord, SignupRecord } from '../api/events-api.ts';
import { signoutAllowed, signupWindow as serverWindow, SIGNUP_MESSAGES } from '@tjas/schema/rules/signups';

/** Milliseconds of a PocketBase date, or null when the field is empty. */
const time = (value: string): number | null => (value ? (parseDate(value)?.getTime() ?? null) : null);

export const STARTED = SIGNUP_MESSAGES.started;
/** Why nobody signs up for a cancelled event (the server's words). */
export const CANCELLED = SIGNUP_MESSAGES.cancelled;
export const NOT_YET_OPEN = SIGNUP_MESSAGES.notYetOpen;
/** Why a member with a place cannot sign out themselves any more (the server's words). */
export const SIGNOUT_CLOSED = SIGNUP_MESSAGES.signoutClosed;

export interface SignupWindow {
  canSignUp: boolean;
  /** Why signing up is not possible (Dutch), when it is not. */
  reason: string;
}

/**
 * The server's window rule (@tjas/schema/rules/signups, which the hooks apply), with its words, so
 * the button can be disabled with the reason the server would give.
 */
export function signupWindow(
  event: Pick<EventCardRecord, 'start' | 'signup_opens' | 'signup_deadline' | 'cancelled'>,
  now: number = Date.now(),
): SignupWindow {
  const times = {
    start: time(event.start),
    opens: time(event.signup_opens),
    deadline: time(event.signup_deadline),
    cancelled: event.cancelled,
  };
  const window = serverWindow(times, now);
  return { canSignUp: window.open, reason: window.reason };
}

/** Whether a member with a place may still sign out themselves (the waiting list always may). */
export function canSignOut(
  event: Pick<EventCardRecord, 'start' | 'signout_deadline'>,
  signup: Pick<SignupRecord, 'status'>,
  now: number = Date.now(),
): boolean {
  if (signup.status === 'waiting') return true;
  return signoutAllowed({ start: time(event.start), signoutDeadline: time(event.signout_deadline) }, now);
}

export interface Places {
  confirmed: number;
  waiting: number;
  /** null when there is no limit. */
  free: number | null;
}

/** Places a sign-up takes: the member and their guests (as the server counts them). */
export const placesOf = (signup: SignupRecord): number => Math.max(signup.places ?? 1, 1);

/** Places taken (members and their guests) and sign-ups waiting, as the server counts them. */
export function countPlaces(event: Pick<EventCardRecord, 'capacity'>, signups: readonly SignupRecord[]): Places {
  const confirmed = signups
    .filter((signup) => signup.status === 'confirmed')
    .reduce((sum, signup) => sum + placesOf(signup), 0);
  const waiting = signups.filter((signup) => signup.status === 'waiting').length;
  return {
    confirmed,
    waiting,
    free: event.capacity > 0 ? Math.max(0, event.capacity - confirmed) : null,
  };
}

/** Places taken and sign-ups waiting from the counts the server keeps on the event (the list's cards). */
export function placesOfEvent(
  event: Pick<EventCardRecord, 'capacity' | 'signups_confirmed' | 'signups_waiting'>,
): Places {
  const confirmed = event.signups_confirmed ?? 0;
  return {
    confirmed,
    waiting: event.signups_waiting ?? 0,
    free: event.capacity > 0 ? Math.max(0, event.capacity - confirmed) : null,
  };
}

/**
 * Why signing up for an event takes its page rather than one tap on the list: its questions to
 * answer, or the introducés a member may bring (names to type); null when one tap will do.
 */
export function signupNeedsPage(event: Pick<EventCardRecord, 'has_questions' | 'max_guests'>): string | null {
  if (event.has_questions) return 'Aanmelden met vragen';
  if ((event.max_guests ?? 0) > 0) return 'Aanmelden, met of zonder introducé';
  return null;
}

/**
 * Whether a new sign-up of `places` places goes to the waiting list: it does not fit, or others
 * wait already (first come, first served), as the server decides (pb_hooks/signups.pb.js).
 */
export function goesOnWaitingList(places: Places, partySize: number): boolean {
  return places.free !== null && (places.free < partySize || places.waiting > 0);
}

/** 1-based position on the waiting list, or null for a member with a place. */
export function waitingPosition(signups: readonly SignupRecord[], signup: SignupRecord): number | null {
  if (signup.status !== 'waiting') return null;
  return signups.filter((other) => other.status === 'waiting' && other.queue <= signup.queue).length;
}

/** Organisers (members of the organising committee) and admins manage an event. */
export function canManage(event: EventRecord, committees: readonly { id: string; admin: boolean }[]): boolean {
  return committees.some((committee) => committee.admin || committee.id === event.organiser);
}
