const TIME_ZONE = 'Europe/Amsterdam';

// The formatters are made on first use, not when the module loads: the first Intl object of a
// page initialises the browser's locale data, ~25 ms of main thread (~100 ms on a phone 4x
// slower), which then landed in the one task that evaluates all of the page's modules (#33,
// total blocking time). warmUpDateFormats lets the shell do it in a task of its own.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
};

const dateTimeFormatter = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('nl-NL', { ...DAY, hour: '2-digit', minute: '2-digit' }));

const dateFormatter = () => (dateFormat ??= new Intl.DateTimeFormat('nl-NL', DAY));

/** Makes the date formatters now (the shell calls it while its first requests are under way). */
export function warmUpDateFormats(): void {
  dateTimeFormatter();
  dateFormatter();
}

/** PocketBase's "2026-02-07 18:30:00.000Z" (or any ISO date) as a Date; null when invalid. */
export function parseDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value.replace(/\.$/, '');
  return parts;
}

/** "za 7 feb 2026, 19:30", in Dutch time, whatever the device's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = parseDate(value);
  if (!date) return '';
  const p = partsOf(dateTimeFormatter(), date);
  return `${p['weekday']} ${p['day']} ${p['month']} ${p['year']}, ${p['hour']}:${p['minute']}`;
}

/** "za 7 feb 2026". */
export function formatDate(value: string | Date): string {
  const date = parseDate(value);
  if (!date) return '';
  const p = partsOf(dateFormatter(), date);
  return `${p['weekday']} ${p['day']} ${p['month']} ${p['year']}`;
}

/** Today's date in Amsterdam as "yyyy-mm-dd", the format of a date input. */
export function todayInAmsterdam(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: TIME_ZONE });
}

/**
 * A date input's "yyyy-mm-dd" as a PocketBase date at noon UTC: the same calendar day in
 * Amsterdam and on the server. Empty stays empty.
 */
export function calendarDayToDate(day: string): string {
  return day ? `${day} 12:00:00.000Z` : '';
}
