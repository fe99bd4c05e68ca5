import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';
import type { EventInput } from './events-api.ts';

/** How a series repeats, as the server plans it (@tjas/schema/rules/event-series). */
export interface Repeat {
  every_weeks: number;
  /** The last day, YYYY-MM-DD (Amsterdam). */
  until: string;
  /** Days left out, YYYY-MM-DD. */
  skip: string[];
}

export interface MadeSeries {
  series: string;
  events: { id: string; start: string }[];
}

/** Makes every occurrence of a series in one request (the organisers; the server plans and checks it). */
export function createSeries(input: EventInput, repeat: Repeat): Promise<MadeSeries> {
  return getPocketBase().send('/api/tjas/evenementen/reeksen', { method: 'POST', body: { ...input, repeat } });
}

/** Saves an occurrence and gives every later one of its series the fields that changed (not the times). */
export function updateFollowing(eventId: string, input: EventInput): Promise<{ changed: number }> {
  return getPocketBase().send(`/api/tjas/evenementen/${encodeURIComponent(eventId)}/reeks`, {
    method: 'PATCH',
    body: input,
  });
}

/** An occurrence as the event page lists its series. */
export interface SeriesOccurrence {
  id: string;
  start: string;
  cancelled: boolean;
}

/** The occurrences of a series that are not over, soonest first (every member reads events). */
export function listSeries(series: string): Promise<SeriesOccurrence[]> {
  const pb = getPocketBase();
  return pb.collection('events').getFullList<SeriesOccurrence>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('series = {:series} && ends >= @now', { series }),
    sort: 'start',
    fields: 'id,start,cancelled',
  });
}
