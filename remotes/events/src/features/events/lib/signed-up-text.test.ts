import { describe, expect, it } from 'vitest';
import { signedUpText } from './signed-up-text.ts';

const confirmed = { status: 'confirmed' as const };
const waiting = { status: 'waiting' as const };

describe('signedUpText', () => {
  it('counts members with a place and on the waiting list, one or more', () => {
    expect(signedUpText([confirmed], 'now')).toBe('1 lid is aangemeld.');
    expect(signedUpText([confirmed, confirmed, confirmed, waiting], 'now')).toBe(
      '3 leden zijn aangemeld en 1 lid staat op de wachtlijst.',
    );
    expect(signedUpText([waiting, waiting], 'now')).toBe('2 leden staan op de wachtlijst.');
  });

  it('says when nobody is on the event, and tells a cancelled event as it was', () => {
    expect(signedUpText([], 'now')).toBe('Er is nog niemand aangemeld.');
    expect(signedUpText([], 'then')).toBe('Er was niemand aangemeld.');
    expect(signedUpText([confirmed, confirmed, waiting, waiting], 'then')).toBe(
      '2 leden waren aangemeld en 2 leden stonden op de wachtlijst.',
    );
  });
});
