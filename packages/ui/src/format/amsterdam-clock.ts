// The clocks of Amsterdam without Intl. The first Intl object of a page (any kind, any locale)
// makes the browser load its locale data: 40-110 ms of main thread on a phone 4x slower than this
// machine, the largest single task left on a member's cold page (BENCHMARKS.md, issue #33). The
// dates the pages show need no locale data: Dutch names are fixed, and the Netherlands keep the
// EU's summer time (Directive 2000/84/EC, in force since 1996): UTC+1, and UTC+2 from 01:00 UTC
// on the last Sunday of March until 01:00 UTC on the last Sunday of October. A moment before
// 1996 (an old date: a birth date, an archive) asks Intl, which knows the older rules. The unit
// test holds 1996-2040 (every seventh hour, every quarter around each change) against the time
// zone data of Node's ICU, so a change of the rule shows there first.

const HOUR = 3_600_000;
const FIRST_YEAR_OF_THE_RULE = 1996;

/** A moment as Amsterdam's clocks show it; `month` 1-12, `weekday` 0 (Sunday) to 6. */
export interface AmsterdamClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** 01:00 UTC on the last Sunday of a month (0-11) of `year`, when the EU changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function summerTime(time: number, year: number): boolean {
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
}

function clockOfUtcFields(shifted: Date): AmsterdamClock {
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

let olderRules: Intl.DateTimeFormat | undefined;

/** A moment before 1996, from the browser's time zone data. */
function clockByIntl(date: Date): AmsterdamClock {
  // eslint-disable-next-line no-restricted-properties -- only for moments before 1996 (above)
  olderRules ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of olderRules.formatToParts(date)) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  // Not Date.UTC(year, …): it reads the years 0-99 as 1900-1999 (a year typed as "0025").
  const shifted = new Date(0);
  shifted.setUTCFullYear(year, month - 1, day);
  shifted.setUTCHours(hour, minute);
  return clockOfUtcFields(shifted);
}

/** What the clocks and calendars of Amsterdam show at `date`, wherever the device is. */
export function amsterdamClock(date: Date): AmsterdamClock {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  if (year < FIRST_YEAR_OF_THE_RULE) return clockByIntl(date);
  return clockOfUtcFields(new Date(time + (summerTime(time, year) ? 2 : 1) * HOUR));
}

const WEEKDAYS = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'] as const;
const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'] as const;

/** A weekday (0 is Sunday) as Dutch dates write it short: "za". */
export const shortWeekday = (weekday: number): string => WEEKDAYS[weekday] ?? '';

/** A month (1-12) as Dutch dates write it short, without the full stop: "feb", "mrt". */
export const shortMonth = (month: number): string => MONTHS[month - 1] ?? '';
