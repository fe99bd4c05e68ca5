import { describe, expect, it } from 'vitest';
import { MAX_OCCURRENCES, addWallClockDays, amsterdamDate, seriesPlan, shiftTime } from './event-series.cjs';

// Tuesday 6 Oct 2026, 19:30 in Amsterdam (summer time, UTC+2); the clocks go back on 25 Oct.
const start = Date.parse('2026-10-06T17:30:00Z');

describe('seriesPlan', () => {
  it('repeats weekly until the last day, on the same wall-clock time across the clock change', () => {
    const { errors, occurrences } = seriesPlan({ every_weeks: 1, until: '2026-11-03' }, start);
    expect(errors).toEqual({});
    expect(occurrences.map((o) => o.date)).toEqual([
      '2026-10-06',
      '2026-10-13',
      '2026-10-20',
      '2026-10-27',
      '2026-11-03',
    ]);
    const times = occurrences.map((o) => new Date(shiftTime(start, o.days) ?? 0).toISOString());
    // 19:30 in summer is 17:30 UTC, in winter 18:30 UTC.
    expect(times[2]).toBe('2026-10-20T17:30:00.000Z');
    expect(times[3]).toBe('2026-10-27T18:30:00.000Z');
  });

  it('repeats every N weeks and leaves out the skipped days', () => {
    const { occurrences } = seriesPlan({ every_weeks: 2, until: '2026-12-01', skip: ['2026-11-03'] }, start);
    expect(occurrences.map((o) => o.date)).toEqual(['2026-10-06', '2026-10-20', '2026-11-17', '2026-12-01']);
  });

  it('refuses a last day before the first time, a skipped day outside the series and too many', () => {
    expect(seriesPlan({ every_weeks: 1, until: '2026-10-06' }, start).errors.until).toMatch(/na de eerste keer/);
    expect(seriesPlan({ every_weeks: 1, until: '2026-11-03', skip: ['2026-10-07'] }, start).errors.skip).toMatch(
      /wo 7 okt 2026 hoort er niet bij/,
    );
    expect(seriesPlan({ every_weeks: 1, until: '2028-10-06' }, start).errors.until).toMatch(
      new RegExp(`hooguit ${MAX_OCCURRENCES} keer`),
    );
    expect(seriesPlan({ every_weeks: 5, until: '2026-11-03' }, start).errors.every_weeks).toMatch(/elke 4 weken/);
    expect(seriesPlan({ every_weeks: 1, until: 'morgen' }, start).errors.until).toMatch(/tot en met/);
    expect(seriesPlan({ every_weeks: 1, until: '2026-10-13', skip: ['2026-10-13'] }, start).errors.skip).toMatch(
      /minstens twee keer/,
    );
  });

  it('refuses more skipped days than a series has at once, however long the list, and counts a day once', () => {
    // Before, the list was compared with the series day by day: this one took minutes, not finished within the test's 5 s.
    const many = Array.from({ length: 100_000 }, () => '2026-10-13');
    expect(seriesPlan({ every_weeks: 1, until: '9999-12-31', skip: many }, start).errors.skip).toMatch(
      new RegExp(`hooguit ${MAX_OCCURRENCES} dagen over`),
    );
    const twice = seriesPlan({ every_weeks: 1, until: '2026-10-27', skip: ['2026-10-13', '2026-10-13'] }, start);
    expect(twice.occurrences.map((o) => o.date)).toEqual(['2026-10-06', '2026-10-20', '2026-10-27']);
  });

  it('allows exactly the maximum', () => {
    const { errors, occurrences } = seriesPlan({ every_weeks: 1, until: '2027-09-28' }, start);
    expect(errors).toEqual({});
    expect(occurrences).toHaveLength(MAX_OCCURRENCES);
  });
});

describe('Amsterdam wall clock', () => {
  it('moves a spring 19:30 a week on to 19:30 summer time', () => {
    const before = Date.parse('2027-03-23T18:30:00Z'); // Tue 19:30 CET
    expect(new Date(addWallClockDays(before, 7)).toISOString()).toBe('2027-03-30T17:30:00.000Z');
    expect(amsterdamDate(Date.parse('2026-10-06T22:30:00Z'))).toBe('2026-10-07');
  });
});
