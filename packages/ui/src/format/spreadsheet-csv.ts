import { amsterdamClock } from './amsterdam-clock.ts';
import { clockTime, isoDay, parseDate } from './format-date-time.ts';

/** One cell: quoted; yes/no for true/false; nothing for null and undefined. */
function cell(value: unknown): string {
  const text = value === true ? 'ja' : value === false ? 'nee' : String(value ?? '');
  // Quote every cell; a leading = + - @ TAB or CR is neutralised so a spreadsheet never runs it
  // as a formula (OWASP's list for CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Rows (the first the header) as CSV for a spreadsheet: semicolons and a byte-order mark, as
 * Dutch Excel expects; the site's exports (an event's sign-ups, the webshop's orders) all use it.
 */
export function spreadsheetCsv(rows: readonly (readonly unknown[])[]): string {
  return `\ufeff${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** "2026-12-01 11:00": Amsterdam time, in a form spreadsheets read as a date and sort right. */
export function spreadsheetTime(value: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const clock = amsterdamClock(date);
  return `${isoDay(clock)} ${clockTime(clock)}`;
}
