import { describe, expect, it } from 'vitest';
import { calendarDayToDate, formatDate, formatDateTime, formatTime, todayInAmsterdam } from './format-date-time.ts';
import { formatEuro, parseEuro } from './format-euro.ts';
import { formatRaceTime, parseRaceTime } from './race-time.ts';

describe('Dutch dates', () => {
  it('writes "za 7 feb 2026, 19:30" in Dutch time (winter, UTC+1)', () => {
    expect(formatDateTime('2026-02-07 18:30:00.000Z')).toBe('za 7 feb 2026, 19:30');
  });

  it('follows summer time (UTC+2) and short month names', () => {
    expect(formatDateTime('2026-09-26T20:00:00Z')).toBe('za 26 sep 2026, 22:00');
    expect(formatDateTime('2027-03-25T08:05:00Z')).toBe('do 25 mrt 2027, 09:05');
    expect(formatDate('2026-12-31 23:30:00.000Z')).toBe('vr 1 jan 2027');
  });

  it("writes what nl-NL's date format writes, for moments spread over sixty years", () => {
    const day = {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    } as const;
    const intlDate = new Intl.DateTimeFormat('nl-NL', day);
    const intlDateTime = new Intl.DateTimeFormat('nl-NL', { ...day, hour: '2-digit', minute: '2-digit' });
    // nl-NL writes some short months with a full stop in some versions of its data; the site never does.
    const withoutStops = (text: string) => text.replace(/\.(?= )/g, '');
    for (let time = Date.UTC(1980, 0, 1, 7, 13); time < Date.UTC(2040, 0, 1); time += 997 * 3_600_000) {
      const date = new Date(time);
      expect(formatDate(date)).toBe(withoutStops(intlDate.format(date)));
      expect(formatDateTime(date)).toBe(withoutStops(intlDateTime.format(date)));
      expect(formatTime(date)).toBe(intlDateTime.format(date).slice(-5));
    }
  });

  it('writes nothing for an empty or invalid date', () => {
    expect(formatTime('')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('geen datum')).toBe('');
  });
});

describe('parseEuro', () => {
  it('reads Dutch and plain amounts as whole cents, one decimal as tens of cents', () => {
    expect(parseEuro('12,50')).toBe(1250);
    expect(parseEuro('12,5')).toBe(1250);
    expect(parseEuro('12.5')).toBe(1250);
    expect(parseEuro('€ 7')).toBe(700);
    expect(parseEuro(' 54,95 ')).toBe(5495);
    expect(parseEuro('0,05')).toBe(5);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-3', '12,505', 'twaalf', '1.000,00', '€', '12,']) expect(parseEuro(text)).toBeNull();
  });
});

describe('euros', () => {
  it('writes whole cents as Dutch euros', () => {
    expect(formatEuro(1250)).toBe('€\u00a012,50');
    expect(formatEuro(0)).toBe('€\u00a00,00');
    expect(formatEuro(123456)).toBe('€\u00a01.234,56');
  });

  it("writes what nl-NL's currency format writes, negative amounts and millions too", () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    const amounts = [0, 1, 5, 99, 100, 1250, 99_999, 100_000, 123_456_789, -1, -1250, -123_456];
    for (const cents of amounts) expect(formatEuro(cents)).toBe(intl.format(cents / 100).replace(/\s/g, '\u00a0'));
    // Where nl-NL writes "€ -0,00", the site writes no sign for nothing.
    expect(formatEuro(-0)).toBe('€\u00a00,00');
    expect(formatEuro(-0.4)).toBe('€\u00a00,00');
    expect(formatEuro(Number.NaN)).toBe('');
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('race times', () => {
  it('writes hundredths the Dutch way', () => {
    expect(formatRaceTime(3812)).toBe('38,12');
    expect(formatRaceTime(11234)).toBe('1:52,34');
    expect(formatRaceTime(78450)).toBe('13:04,50');
    expect(formatRaceTime(372345)).toBe('1:02:03,45');
    expect(formatRaceTime(5)).toBe('0,05');
  });

  it('parses what it writes, and a dot for the comma', () => {
    for (const hundredths of [5, 3812, 11234, 78450, 372345]) {
      expect(parseRaceTime(formatRaceTime(hundredths))).toBe(hundredths);
    }
    expect(parseRaceTime(' 1:52.34 ')).toBe(11234);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', '1:52', '1:60,00', '1:52,3', 'abc', '-1:52,34', '1:52,345', '1:60:00,00']) {
      expect(parseRaceTime(text)).toBeNull();
    }
    expect(formatRaceTime(-1)).toBe('');
    expect(formatRaceTime(1.5)).toBe('');
  });
});

describe('calendar days', () => {
  it('gives today in Amsterdam, also when UTC is still on the day before', () => {
    expect(todayInAmsterdam(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-10');
    expect(todayInAmsterdam(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
  });

  it('sends a chosen day at noon UTC, and nothing for no day', () => {
    expect(calendarDayToDate('2026-03-12')).toBe('2026-03-12 12:00:00.000Z');
    expect(calendarDayToDate('')).toBe('');
  });
});
