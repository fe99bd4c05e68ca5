import { describe, expect, it } from 'vitest';
import { allowedAgeHours } from './backup-schedule.ts';

describe('allowedAgeHours', () => {
  const from = new Date('2026-11-27T12:00:00Z'); // a Friday

  it('allows the longest gap between two runs, plus two hours', () => {
    expect(allowedAgeHours('0 2 * * *', from)).toBe(26); // nightly
    expect(allowedAgeHours('30 1 * * 1-5', from)).toBe(74); // weekdays: Friday to Monday
    expect(allowedAgeHours('0 3 * * 0', from)).toBe(170); // weekly
    expect(allowedAgeHours('* * * * *', from)).toBe(3);
  });
});
