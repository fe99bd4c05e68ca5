// The types of event-series.cjs (a series of events, planned alike by the hooks and the form).

export declare const MAX_OCCURRENCES: number;
export declare const MAX_EVERY_WEEKS: number;

export interface RepeatInput {
  every_weeks?: unknown;
  until?: unknown;
  skip?: unknown;
}

export interface Occurrence {
  /** The Amsterdam date, YYYY-MM-DD. */
  date: string;
  /** Days after the first occurrence. */
  days: number;
}

export type SeriesErrors = Partial<Record<'every_weeks' | 'until' | 'skip', string>>;

/** "di 3 feb 2026" for a YYYY-MM-DD date. */
export declare function dayText(date: string): string;
/** The occurrences of a series starting at `start` (ms), or what is wrong, in Dutch. */
export declare function seriesPlan(
  repeat: RepeatInput | null | undefined,
  start: number | null,
): { errors: SeriesErrors; occurrences: Occurrence[] };
/** A time (ms) moved by whole days on Amsterdam's wall clock. */
export declare function shiftTime(value: number | null | undefined, days: number): number | null;

/** The last Sunday of a month (0-based) at 01:00 UTC: when Europe changes its clocks. */
export declare function clockChange(year: number, month: number): Date;
/** A moment as Amsterdam's wall clock, written as if it were UTC. */
export declare function toWallClock(time: number): number;
/** The moment an Amsterdam wall-clock time (written as if UTC) is. */
export declare function fromWallClock(wall: number): number;
/** The same Amsterdam wall-clock time `days` days later. */
export declare function addWallClockDays(time: number, days: number): number;
/** The Amsterdam date of a moment as YYYY-MM-DD. */
export declare function amsterdamDate(time: number): string;
