import type { EventCardRecord, MyPlace } from '../api/events-api.ts';
import { NOT_YET_OPEN, signupWindow, STARTED } from './signup-state.ts';

export interface EventStatus {
  /** "Nog 3 van 20 plaatsen vrij", "Vol · 2 op de wachtlijst", "Wachtlijst · 1 wacht, 2 plaatsen vrij", "12 aangemeld". */
  places: string;
  full: boolean;
  /**
   * "Inschrijven tot" or "Inschrijving opent" with the date it is about, "Inschrijving gesloten"
   * without; null once the event has begun.
   */
  signup: { text: string; date?: string } | null;
}

/**
 * What an event's card says about it, from the counts the server keeps on the event and the
 * member's own sign-up: no request per card.
 */
/**
 * An event's places in the words its card and its page both use: "Nog 3 van 20 plaatsen vrij",
 * "Vol · 2 op de wachtlijst", "Wachtlijst · 1 wacht, 2 plaatsen vrij", "12 aangemeld" (no limit).
 */
export function placesText(capacity: number, confirmed: number, waiting: number): string {
  const free = capacity > 0 ? Math.max(0, capacity - confirmed) : null;
  if (free === null) return `${confirmed} aangemeld`;
  if (free === 0) return `Vol${waiting > 0 ? ` · ${waiting} op de wachtlijst` : ''}`;
  return waiting > 0
    ? // Places kept for a party on the waiting list that does not fit them yet: new sign-ups wait too.
      `Wachtlijst · ${waiting} ${waiting === 1 ? 'wacht' : 'wachten'}, ${free} ${free === 1 ? 'plaats' : 'plaatsen'} vrij`
    : `Nog ${free} van ${capacity} ${capacity === 1 ? 'plaats' : 'plaatsen'} vrij`;
}

export function eventStatus(event: EventCardRecord, now: number = Date.now()): EventStatus {
  const confirmed = event.signups_confirmed ?? 0;
  const waiting = event.signups_waiting ?? 0;
  const full = event.capacity > 0 && confirmed >= event.capacity;
  const places = placesText(event.capacity, confirmed, waiting);
  // The same window rule the sign-up button and the server follow (signup-state.ts).
  const window = signupWindow(event, now);
  const signup = window.canSignUp
    ? { text: 'Inschrijven tot', date: event.signup_deadline || event.start }
    : window.reason === NOT_YET_OPEN
      ? { text: 'Inschrijving opent', date: event.signup_opens }
      : window.reason === STARTED
        ? null
        : { text: 'Inschrijving gesloten' };
  return { places, full, signup };
}

/** How a status pill looks: the member's own place, a full or waiting event, free places, cancelled. */
export type PillTone = 'mine' | 'waiting' | 'full' | 'open' | 'cancelled';

/**
 * The one-word status on an event's card, as members know it from Spond: "Geannuleerd",
 * "Aangemeld", "Wachtlijst · plek 2" (the member's own place first), "Vol", "Wachtlijst" (others
 * wait, so a new sign-up waits too), "Nog 3 plekken"; null for an event without a limit that the
 * member has not signed up for (nothing to warn about). A training says so: it has no places.
 */
export function statusPill(event: EventCardRecord, mine: MyPlace | undefined): { text: string; tone: PillTone } | null {
  if (event.cancelled) return { text: 'Geannuleerd', tone: 'cancelled' };
  if (mine?.status === 'confirmed') return { text: 'Aangemeld', tone: 'mine' };
  if (mine?.status === 'waiting') return { text: `Wachtlijst · plek ${mine.position}`, tone: 'waiting' };
  // A training takes answers, not places (training-availability.tsx).
  if (event.training) return { text: 'Training', tone: 'open' };
  if (event.capacity <= 0) return null;
  const free = Math.max(0, event.capacity - (event.signups_confirmed ?? 0));
  if (free === 0) return { text: 'Vol', tone: 'full' };
  if ((event.signups_waiting ?? 0) > 0) return { text: 'Wachtlijst', tone: 'waiting' };
  return { text: `Nog ${free} ${free === 1 ? 'plek' : 'plekken'}`, tone: 'open' };
}
