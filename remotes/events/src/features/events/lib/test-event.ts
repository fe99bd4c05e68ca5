import type { EventCardRecord, EventRecord } from '../api/events-api.ts';

/** "Now" in the events' unit tests: nine days before {@link testEvent} starts. */
export const TEST_NOW = Date.parse('2026-12-01T12:00:00Z');

/** What a test event and a test card have alike: starts 10 Dec 2026, no limits, windows or sign-ups. */
const DEFAULTS = {
  id: 'e1',
  start: '2026-12-10 18:00:00.000Z',
  signup_opens: '',
  signup_deadline: '',
  signout_deadline: '',
  capacity: 0,
  organiser: 'c1',
  signups_confirmed: 0,
  signups_waiting: 0,
} satisfies Partial<EventRecord> & Partial<EventCardRecord>;

/** An event for unit tests: {@link DEFAULTS} unless given. */
export function testEvent(fields: Partial<EventRecord> = {}): EventRecord {
  return { ...DEFAULTS, ...fields } as EventRecord;
}

/** A card of the events list for unit tests: the `event_cards` view's fields only, as {@link testEvent}. */
export function testCard(fields: Partial<EventCardRecord> = {}): EventCardRecord {
  return {
    ...DEFAULTS,
    title: 'Evenement',
    ends: DEFAULTS.start,
    location: '',
    price: 0,
    cover: '',
    cancelled: false,
    training: false,
    max_guests: 0,
    has_questions: false,
    ...fields,
  } as EventCardRecord;
}
