import type { EventCard, EventRecord } from '../api/events-api.ts';

/** "Now" in the events' unit tests: nine days before {@link testEvent} starts. */
export const TEST_NOW = Date.parse('2026-12-01T12:00:00Z');

/** An event for unit tests: starts 10 Dec 2026, no limits, windows or sign-ups unless given. */
export function testEvent(fields: Partial<EventRecord> = {}): EventRecord {
  return {
    id: 'e1',
    start: '2026-12-10 18:00:00.000Z',
    signup_opens: '',
    signup_deadline: '',
    signout_deadline: '',
    capacity: 0,
    organiser: 'c1',
    signups_confirmed: 0,
    signups_waiting: 0,
    ...fields,
  } as EventRecord;
}

/** A card of the events list for unit tests (the `event_cards` view's fields), as {@link testEvent}. */
export function testCard(fields: Partial<EventCard> = {}): EventCard {
  return { ...testEvent(), has_questions: false, ...fields } as EventCard;
}
