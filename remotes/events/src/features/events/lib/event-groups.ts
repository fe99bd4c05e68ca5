import { amsterdamClock, parseDate } from '@tjas/ui';

/** The list's groups, in the order they appear. */
export const EVENT_GROUPS = ['Deze week', 'Volgende week', 'Later'] as const;
export type EventGroupName = (typeof EVENT_GROUPS)[number];

/**
 * Days since 1 January 1970 of the date a moment falls on in Amsterdam: the association's weeks
 * run Monday to Sunday on the clocks of Amsterdam, wherever the phone is.
 */
function amsterdamDay(moment: Date): number {
  const { year, month, day } = amsterdamClock(moment);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Weeks since the Monday of 5 January 1970 (day 4: 1 January 1970 was a Thursday). */
const weekOf = (moment: Date): number => Math.floor((amsterdamDay(moment) - 4) / 7);

/**
 * The group of an event that starts at `start`: this week (also an event that began before and
 * still runs), next week, or later.
 */
export function eventGroup(start: string, now: number = Date.now()): EventGroupName {
  const date = parseDate(start);
  if (!date) return 'Later';
  const weeks = weekOf(date) - weekOf(new Date(now));
  return weeks <= 0 ? 'Deze week' : weeks === 1 ? 'Volgende week' : 'Later';
}

/** Events (soonest first) in their groups, in the list's order; empty groups are left out. */
export function groupEvents<T extends { start: string }>(
  events: readonly T[],
  now: number = Date.now(),
): { name: EventGroupName; events: T[] }[] {
  return EVENT_GROUPS.map((name) => ({
    name,
    events: events.filter((event) => eventGroup(event.start, now) === name),
  })).filter((group) => group.events.length > 0);
}
