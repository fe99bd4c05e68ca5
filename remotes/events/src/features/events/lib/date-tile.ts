import { parseDate } from '@tjas/ui';

const dayFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', month: 'short' });

/** What an event card's date tile shows: the day and the short Dutch month ("7", "feb"). */
export function dateTileParts(value: string): { day: string; month: string } | null {
  const date = parseDate(value);
  if (!date) return null;
  // nl-NL writes most short months with a full stop ("feb."); the tile has no room for it.
  return { day: dayFormat.format(date), month: monthFormat.format(date).replace(/\.$/, '') };
}
