import { describe, expect, it } from 'vitest';
import type { SignupRecord } from '../api/events-api.ts';
import { TEST_NOW, testCard, testEvent } from './test-event.ts';
import {
  canManage,
  canSignOut,
  countPlaces,
  goesOnWaitingList,
  placesOfEvent,
  signupNeedsPage,
  signupWindow,
  waitingPosition,
} from './signup-state.ts';

const now = TEST_NOW;
const event = testEvent;
const signup = (queue: number, status: SignupRecord['status']): SignupRecord =>
  ({ id: `s${queue}`, queue, status }) as SignupRecord;

describe('signupWindow', () => {
  it('is open between opening and deadline', () => {
    expect(signupWindow(event({}), now)).toEqual({ canSignUp: true, reason: '' });
  });

  it('says why it is closed', () => {
    expect(signupWindow(event({ signup_opens: '2026-12-02 00:00:00.000Z' }), now).reason).toBe(
      'De inschrijving voor dit evenement is nog niet geopend.',
    );
    expect(signupWindow(event({ signup_deadline: '2026-12-01 12:00:00.000Z' }), now).reason).toBe(
      'De inschrijving voor dit evenement is gesloten.',
    );
    expect(signupWindow(event({ start: '2026-11-30 18:00:00.000Z' }), now).canSignUp).toBe(false);
  });

  it('is closed for a cancelled event, with the server\u2019s reason', () => {
    expect(signupWindow(event({ cancelled: true }), now)).toEqual({
      canSignUp: false,
      reason: 'Dit evenement is geannuleerd: aanmelden kan niet meer.',
    });
  });
});

describe('canSignOut', () => {
  it('lets a member with a place sign out until the sign-out deadline', () => {
    expect(canSignOut(event({ signout_deadline: '2026-12-05 00:00:00.000Z' }), signup(1, 'confirmed'), now)).toBe(true);
    expect(canSignOut(event({ signout_deadline: '2026-12-01 00:00:00.000Z' }), signup(1, 'confirmed'), now)).toBe(
      false,
    );
  });

  it('always lets the waiting list leave', () => {
    expect(canSignOut(event({ signout_deadline: '2026-12-01 00:00:00.000Z' }), signup(2, 'waiting'), now)).toBe(true);
  });
});

describe('places and positions', () => {
  const list = [signup(1, 'confirmed'), signup(2, 'confirmed'), signup(4, 'waiting'), signup(7, 'waiting')];

  it('counts places, waiting members and free places', () => {
    expect(countPlaces(event({ capacity: 2 }), list)).toEqual({ confirmed: 2, waiting: 2, free: 0 });
    expect(countPlaces(event({ capacity: 0 }), list).free).toBeNull();
  });

  it("counts a member's guests as places", () => {
    const withGuests = [
      { ...signup(1, 'confirmed'), places: 3 },
      { ...signup(2, 'confirmed'), places: 1 },
      { ...signup(3, 'waiting'), places: 2 },
    ];
    expect(countPlaces(event({ capacity: 6 }), withGuests)).toEqual({ confirmed: 4, waiting: 1, free: 2 });
  });

  it('sends a party that does not fit, or anyone behind a waiting list, to the waiting list', () => {
    expect(goesOnWaitingList({ confirmed: 4, waiting: 0, free: 2 }, 2)).toBe(false);
    expect(goesOnWaitingList({ confirmed: 4, waiting: 0, free: 2 }, 3)).toBe(true);
    expect(goesOnWaitingList({ confirmed: 4, waiting: 1, free: 2 }, 1)).toBe(true);
    expect(goesOnWaitingList({ confirmed: 40, waiting: 3, free: null }, 5)).toBe(false);
  });

  it('numbers the waiting list in sign-up order', () => {
    expect(waitingPosition(list, list[2]!)).toBe(1);
    expect(waitingPosition(list, list[3]!)).toBe(2);
    expect(waitingPosition(list, list[0]!)).toBeNull();
  });

  it('lets organisers and admins manage', () => {
    expect(canManage(event({}), [{ id: 'c1', admin: false }])).toBe(true);
    expect(canManage(event({}), [{ id: 'c9', admin: true }])).toBe(true);
    expect(canManage(event({}), [{ id: 'c9', admin: false }])).toBe(false);
  });
});

describe('signing up from the list (#32, the event cards)', () => {
  it('sends a member to the event page for questions or guests, and counts places from the event', () => {
    expect(signupNeedsPage(testCard({}))).toBeNull();
    expect(signupNeedsPage(testCard({ has_questions: true }))).toBe('Aanmelden met vragen');
    expect(signupNeedsPage(testCard({ max_guests: 1 }))).toBe('Aanmelden, met of zonder introducé');
    expect(placesOfEvent(testEvent({ capacity: 20, signups_confirmed: 18, signups_waiting: 1 }))).toEqual({
      confirmed: 18,
      waiting: 1,
      free: 2,
    });
    expect(placesOfEvent(testEvent({ signups_confirmed: 4 })).free).toBeNull();
  });
});
