import { amsterdamClock, parseDate, shortMonth } from '@tjas/ui';

/** What an event card's date tile shows: the day and the short Dutch month ("7", "feb"). */
export function dateTileParts(value: string): { day: string; month: string } | null {
  const date = parseDate(value);
  if (!date) return null;
  const clock = amsterdamClock(date);
  return { day: String(clock.day), month: shortMonth(clock.month) };
}
