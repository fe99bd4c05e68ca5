import { parseDate } from '@tjas/ui';
import { amsterdamDate, shiftTime } from '@tjas/schema/rules/event-series';
import type { EventRecord } from '../api/events-api.ts';
import { toFormValues, type EventFormValues } from './event-form-values.ts';

const DAY = 86_400_000;
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** The Amsterdam date an event starts on, YYYY-MM-DD. */
function startDate(event: Pick<EventRecord, 'start'>): string {
  return amsterdamDate(parseDate(event.start)?.getTime() ?? 0);
}

/**
 * The day a copy is first proposed for: the first day after `today` on the event's weekday
 * (a Tuesday training's copy, next Tuesday).
 */
export function firstCopyDate(event: Pick<EventRecord, 'start'>, now = Date.now()): string {
  const weekday = new Date(noon(startDate(event))).getUTCDay();
  let day = noon(amsterdamDate(now)) + DAY;
  while (new Date(day).getUTCDay() !== weekday) day += DAY;
  return new Date(day).toISOString().slice(0, 10);
}

/**
 * The new-event form filled from an old event ("Kopiëren"): its title, description, place,
 * capacity, price, questions and training mark, every time moved to `date` at the same Amsterdam
 * wall-clock time (the deadlines as many days on). Its sign-ups, cover and series are not copied.
 */
export function copyValues(event: EventRecord, date: string, organiser: string): EventFormValues {
  const days = Math.round((noon(date) - noon(startDate(event))) / DAY);
  const moved = (value: string) => {
    const time = value ? parseDate(value)?.getTime() : undefined;
    return time === undefined ? '' : new Date(shiftTime(time, days) ?? 0).toISOString();
  };
  return toFormValues(
    {
      ...event,
      start: moved(event.start),
      end: moved(event.end),
      signup_opens: moved(event.signup_opens),
      signup_deadline: moved(event.signup_deadline),
      signout_deadline: moved(event.signout_deadline),
    },
    organiser,
  );
}
