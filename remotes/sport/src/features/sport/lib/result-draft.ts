import { calendarDayToDate, formatRaceTime, parseRaceTime, todayInAmsterdam } from '@tjas/ui';
import type { ResultRecord } from '../api/sport-api.ts';
import { countText } from '@tjas/schema/count-text';
import { resultsLimits } from '@tjas/schema/field-limits';
import { resultDateError } from '@tjas/schema/rules/sport';

export interface ResultDraft {
  skater: string;
  competition: string;
  /** yyyy-mm-dd */
  date: string;
  distance: string;
  time: string;
  ranking: string;
}

export type ResultErrors = Partial<Record<keyof ResultDraft, string>>;

export const EMPTY_RESULT: ResultDraft = {
  skater: '',
  competition: '',
  date: '',
  distance: '500',
  time: '',
  ranking: '',
};

/** The same checks as the server: a member, a competition, a date not in the future, a time like 1:52,34. */
export function validateResult(draft: ResultDraft, now = new Date()): ResultErrors {
  const errors: ResultErrors = {};
  if (!draft.skater) errors.skater = 'Kies de schaatser.';
  const competition = draft.competition.trim();
  const limits = resultsLimits;
  if (competition.length < limits.competition.min) errors.competition = 'Vul de naam van de wedstrijd in.';
  else if (competition.length > limits.competition.max)
    errors.competition = `De naam van de wedstrijd mag hoogstens ${countText(limits.competition.max)} tekens hebben.`;
  const dateError = resultDateError(/^\d{4}-\d{2}-\d{2}$/.test(draft.date) ? draft.date : null, todayInAmsterdam(now));
  if (dateError) errors.date = dateError;
  const distance = Number(draft.distance);
  if (!Number.isInteger(distance) || distance < limits.distance.min || distance > limits.distance.max)
    errors.distance = 'Kies een afstand.';
  const time = parseRaceTime(draft.time);
  if (time === null || time <= 0) errors.time = 'Schrijf de tijd als 38,12 of 1:52,34.';
  if (draft.ranking.trim()) {
    const ranking = Number(draft.ranking);
    if (!Number.isInteger(ranking) || ranking < limits.ranking.min || ranking > limits.ranking.max)
      errors.ranking = `De plaats is een heel getal vanaf ${limits.ranking.min}.`;
  }
  return errors;
}

export function resultBody(draft: ResultDraft): Record<string, unknown> {
  return {
    skater: draft.skater,
    competition: draft.competition.trim(),
    date: calendarDayToDate(draft.date),
    distance: Number(draft.distance),
    time: parseRaceTime(draft.time),
    ranking: draft.ranking.trim() ? Number(draft.ranking) : null,
  };
}

/** A stored result as the form shows it, to correct it (the date is the calendar day it was saved as). */
export function draftFromResult(result: ResultRecord): ResultDraft {
  return {
    skater: result.skater,
    competition: result.competition,
    date: result.date.slice(0, 10),
    distance: String(result.distance),
    time: formatRaceTime(result.time),
    ranking: result.ranking ? String(result.ranking) : '',
  };
}
