import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES as M, eventTimeErrors, partySizeError, signoutAllowed, signupWindow } from './signups.cjs';

const HOUR = 3_600_000;
const start = Date.parse('2026-12-01T18:00:00Z');
const none = { start: null, opens: null, deadline: null };

describe('signupWindow', () => {
  it('is open without any times, and until the deadline', () => {
    expect(signupWindow(none, start)).toEqual({ open: true, reason: '' });
    expect(signupWindow({ start, opens: start - 48 * HOUR, deadline: start - 24 * HOUR }, start - 25 * HOUR)).toEqual({
      open: true,
      reason: '',
    });
  });

  it('is not open yet before it opens, and closed from the deadline on', () => {
    expect(signupWindow({ start, opens: start - 48 * HOUR, deadline: null }, start - 49 * HOUR).reason).toBe(
      M.notYetOpen,
    );
    expect(signupWindow({ start, opens: null, deadline: start - 24 * HOUR }, start - 24 * HOUR).reason).toBe(M.closed);
  });

  it('is closed for good once the event is cancelled, whatever its times say', () => {
    expect(signupWindow({ ...none, cancelled: true }, start).reason).toBe(M.cancelled);
    expect(signupWindow({ start, opens: start - 48 * HOUR, deadline: null, cancelled: true }, start - HOUR)).toEqual({
      open: false,
      reason: M.cancelled,
    });
    expect(signupWindow({ ...none, cancelled: false }, start).open).toBe(true);
  });

  it('closes at the start when there is no deadline, and says so once the event began', () => {
    expect(signupWindow({ start, opens: null, deadline: null }, start - 1).open).toBe(true);
    expect(signupWindow({ start, opens: null, deadline: null }, start).reason).toBe(M.started);
    // Started outweighs a deadline that was never reached (one set after the start).
    expect(signupWindow({ start, opens: null, deadline: start + HOUR }, start + 1).reason).toBe(M.started);
    // A deadline without a start still closes.
    expect(signupWindow({ start: null, opens: null, deadline: start }, start).reason).toBe(M.closed);
  });

  it('reads a time of 0 ms as a time, not as empty', () => {
    expect(signupWindow({ start: 0, opens: null, deadline: null }, 0).reason).toBe(M.started);
  });
});

describe('signoutAllowed', () => {
  it('allows signing out until the sign-out deadline, else until the start, else always', () => {
    expect(signoutAllowed({ start, signoutDeadline: start - HOUR }, start - HOUR - 1)).toBe(true);
    expect(signoutAllowed({ start, signoutDeadline: start - HOUR }, start - HOUR)).toBe(false);
    expect(signoutAllowed({ start, signoutDeadline: null }, start - 1)).toBe(true);
    expect(signoutAllowed({ start, signoutDeadline: null }, start)).toBe(false);
    expect(signoutAllowed({ start: null, signoutDeadline: null }, start)).toBe(true);
  });
});

describe('eventTimeErrors', () => {
  const times = { start, end: null, opens: null, deadline: null, signout: null };

  it('accepts an event without other times, and times in order', () => {
    expect(eventTimeErrors(times)).toEqual({});
    expect(eventTimeErrors({ start, end: start, opens: start - 48 * HOUR, deadline: start, signout: start })).toEqual(
      {},
    );
  });

  it('names each time out of order on its own field', () => {
    expect(eventTimeErrors({ ...times, end: start - 1, signout: start + 1 })).toEqual({
      end: M.endBeforeStart,
      signout_deadline: M.signoutAfterStart,
    });
    expect(eventTimeErrors({ ...times, opens: start - HOUR, deadline: start - HOUR })).toEqual({
      signup_deadline: M.closesBeforeOpening,
    });
    expect(eventTimeErrors({ ...times, deadline: start + 1 })).toEqual({ signup_deadline: M.closesAfterStart });
  });

  it('says a deadline before the opening first, even when it is also after the start', () => {
    expect(eventTimeErrors({ ...times, opens: start + 2 * HOUR, deadline: start + HOUR })).toEqual({
      signup_deadline: M.closesBeforeOpening,
    });
  });

  it('checks nothing against a start that is missing', () => {
    expect(eventTimeErrors({ start: null, end: 1, opens: null, deadline: 2, signout: 3 })).toEqual({});
  });
});

describe('partySizeError', () => {
  it('wants a member with the most guests to fit, unless places are unlimited (0)', () => {
    expect(partySizeError(0, 10)).toBeNull();
    expect(partySizeError(3, 2)).toBeNull();
    expect(partySizeError(3, 3)).toBe(M.largestPartyDoesNotFit);
    expect(partySizeError(1, 0)).toBeNull();
  });
});

it('has the Dutch sentences the server has always sent', () => {
  expect(Object.values(M)).toEqual([
    'Dit evenement is al begonnen of voorbij.',
    'De inschrijving voor dit evenement is nog niet geopend.',
    'De inschrijving voor dit evenement is gesloten.',
    'Afmelden kan niet meer: de afmeldtermijn is voorbij. Neem contact op met de organisatie.',
    'Het einde ligt voor het begin.',
    'De inschrijving sluit voordat ze opent.',
    'De inschrijving moet sluiten voordat het evenement begint.',
    'Afmelden moet kunnen stoppen voordat het evenement begint.',
    'Een lid met het hoogste aantal introducés past niet in het aantal plaatsen: kies meer plaatsen of minder introducés.',
    'Dit evenement is geannuleerd: aanmelden kan niet meer.',
    'Je bent al aangemeld voor dit evenement.',
    'Deze aanmelding bestaat al.',
  ]);
});
