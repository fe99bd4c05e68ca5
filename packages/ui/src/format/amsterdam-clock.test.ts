import { describe, expect, it } from 'vitest';
import { amsterdamClock, shortMonth, shortWeekday } from './amsterdam-clock.ts';

// The time zone data of Node's ICU, which the hand-kept rule must match.
const icu = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Amsterdam',
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});
const ENGLISH_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function clockByIcu(date: Date) {
  const parts: Record<string, string> = {};
  for (const part of icu.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    weekday: ENGLISH_DAYS.indexOf(parts['weekday']!),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
  };
}

describe('amsterdamClock', () => {
  it('shows what the time zone data shows from 1996 to 2040: every seventh hour, and every quarter around each change', () => {
    const moments: number[] = [];
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2041, 0, 1); time += 7 * 3_600_000) moments.push(time);
    for (let year = 1996; year <= 2040; year += 1)
      for (const month of [2, 9]) {
        // From the 23rd, a day before the earliest last Sunday (the 25th) can come, for nine days.
        const start = Date.UTC(year, month, 23);
        for (let time = start; time < start + 9 * 86_400_000; time += 900_000) moments.push(time);
      }
    const wrong = moments
      .map((time) => new Date(time))
      .filter((date) => JSON.stringify(amsterdamClock(date)) !== JSON.stringify(clockByIcu(date)));
    expect(moments.length).toBeGreaterThan(90_000);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('changes to summer time at 01:00 UTC on the last Sunday of March, and back in October', () => {
    expect(amsterdamClock(new Date('2026-03-29T00:59:00Z'))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(amsterdamClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(amsterdamClock(new Date('2026-10-25T00:59:00Z'))).toMatchObject({ day: 25, hour: 2, minute: 59 });
    expect(amsterdamClock(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ day: 25, hour: 2, minute: 0 });
  });

  it('turns the year at midnight in Amsterdam, an hour before UTC does', () => {
    expect(amsterdamClock(new Date('2026-12-31T23:30:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      weekday: 5,
      hour: 0,
      minute: 30,
    });
  });

  it('asks the time zone data for moments before the rule, which had other dates', () => {
    // 1995 ended summer time on the last Sunday of September, not of October.
    for (const moment of [
      '1995-10-01T12:00:00Z',
      '1980-06-01T12:00:00Z',
      '1975-06-01T12:00:00Z',
      '1950-01-01T00:00:00Z',
    ])
      expect(amsterdamClock(new Date(moment))).toEqual(clockByIcu(new Date(moment)));
    expect(amsterdamClock(new Date('1995-10-01T12:00:00Z')).hour).toBe(13);
    // A year typed short ("0025") stays that year, not 1925.
    const typo = new Date('0025-06-01T12:00:00Z');
    expect(amsterdamClock(typo)).toEqual(clockByIcu(typo));
    expect(amsterdamClock(typo).year).toBe(25);
  });
});

describe('Dutch short names', () => {
  const nl = new Intl.DateTimeFormat('nl-NL', { weekday: 'short', month: 'short', timeZone: 'UTC' });
  const part = (date: Date, type: string) =>
    nl
      .formatToParts(date)
      .find((p) => p.type === type)!
      .value.replace(/\.$/, '');

  it('names the weekdays and months as nl-NL does, without a full stop', () => {
    for (let day = 0; day < 7; day += 1) {
      const date = new Date(Date.UTC(2026, 1, 1 + day));
      expect(shortWeekday(date.getUTCDay())).toBe(part(date, 'weekday'));
    }
    for (let month = 1; month <= 12; month += 1)
      expect(shortMonth(month)).toBe(part(new Date(Date.UTC(2026, month - 1, 15)), 'month'));
  });
});
