import { amsterdamClock, shortMonth, shortWeekday, type AmsterdamClock } from './amsterdam-clock.ts';

// Written from Amsterdam's clock (amsterdam-clock.ts), not with Intl: a page that shows dates
// then never loads the browser's locale data for them (issue #33, total blocking time).

/**
 * Kept for sections built against 1.5, which may call it: the date formats have no locale data
 * left to warm up.
 * @deprecated Does nothing since 1.6.
 */
export function warmUpDateFormats(): void {}

/** PocketBase's "2026-02-07 18:30:00.000Z" (or any ISO date) as a Date; null when invalid. */
export function parseDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

const dayText = (clock: AmsterdamClock) =>
  `${shortWeekday(clock.weekday)} ${clock.day} ${shortMonth(clock.month)} ${clock.year}`;

/** A clock's day as "2026-02-07" (a date input's format, and the exports'). */
export const isoDay = (clock: AmsterdamClock) => `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;

/** A clock's time as "19:30". */
export const clockTime = (clock: AmsterdamClock) => `${pad(clock.hour)}:${pad(clock.minute)}`;

/** "za 7 feb 2026, 19:30", in Dutch time, whatever the device's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = parseDate(value);
  if (!date) return '';
  const clock = amsterdamClock(date);
  return `${dayText(clock)}, ${clockTime(clock)}`;
}

/** "19:30", in Dutch time. */
export function formatTime(value: string | Date): string {
  const date = parseDate(value);
  return date ? clockTime(amsterdamClock(date)) : '';
}

/** "za 7 feb 2026". */
export function formatDate(value: string | Date): string {
  const date = parseDate(value);
  return date ? dayText(amsterdamClock(date)) : '';
}

/** Today's date in Amsterdam as "yyyy-mm-dd", the format of a date input. */
export function todayInAmsterdam(now = new Date()): string {
  return isoDay(amsterdamClock(now));
}

/**
 * A date input's "yyyy-mm-dd" as a PocketBase date at noon UTC: the same calendar day in
 * Amsterdam and on the server. Empty stays empty.
 */
export function calendarDayToDate(day: string): string {
  return day ? `${day} 12:00:00.000Z` : '';
}
