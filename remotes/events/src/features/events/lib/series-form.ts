import { seriesPlan, type Occurrence } from '@tjas/schema/rules/event-series';
import type { Repeat } from '../api/series-api.ts';
import type { EventFormErrors, EventFormValues } from './event-form-values.ts';

/** The form's names of the plan's fields, to show the server's errors at the right field. */
export const SERIES_FIELD_OF = { every_weeks: 'repeatWeeks', until: 'repeatUntil', skip: 'repeatSkip' } as const;

/** The start as the form holds it (the device's time), in ms; null when not filled in. */
function startOf(values: EventFormValues): number | null {
  const start = values.start ? new Date(values.start).getTime() : NaN;
  return Number.isNaN(start) ? null : start;
}

/**
 * Every day the series would have before skipping any (the form's list of days to tick off), in
 * the server's plan; [] while the plan is not complete.
 */
export function seriesDays(values: EventFormValues): Occurrence[] {
  return seriesPlan({ every_weeks: Number(values.repeatWeeks), until: values.repeatUntil, skip: [] }, startOf(values))
    .occurrences;
}

/**
 * Checks the series as the server will (@tjas/schema/rules/event-series), with its words; the
 * repeat to send when it holds. Skipped days no longer in the series (the last day moved) are
 * dropped, not refused: the member sees only the days there are.
 */
export function validateSeries(values: EventFormValues): { errors: EventFormErrors; repeat?: Repeat } {
  const days = new Set(seriesDays(values).map((occurrence) => occurrence.date));
  const repeat: Repeat = {
    every_weeks: Number(values.repeatWeeks),
    until: values.repeatUntil,
    skip: values.repeatSkip.filter((date) => days.has(date)),
  };
  const { errors } = seriesPlan(repeat, startOf(values));
  const found: EventFormErrors = {};
  for (const [field, message] of Object.entries(errors))
    found[SERIES_FIELD_OF[field as keyof typeof SERIES_FIELD_OF]] = message;
  return Object.keys(found).length > 0 ? { errors: found } : { errors: found, repeat };
}
