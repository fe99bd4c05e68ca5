import { amsterdamClock, formatDate, formatRaceTime, parseDate, shortMonth } from '@tjas/ui';

/**
 * The geometry and the words of a progress chart (components/progress-chart.tsx): a member's
 * times on one distance, oldest race left, newest right, the faster time higher (a line that
 * climbs is progress). Pure, so the scaling is tested without a browser.
 */
export interface ChartBox {
  width: number;
  height: number;
  /** Room kept free around the points, so a dot at the edge is drawn whole. */
  inset: number;
}

export interface ChartInput {
  id: string;
  /** PocketBase's date of the race. */
  date: string;
  /** Hundredths of a second. */
  time: number;
}

export interface PlottedPoint {
  id: string;
  x: number;
  y: number;
}

export interface ProgressPlot {
  points: PlottedPoint[];
  /** The SVG path through the points in race order ("M x y L x y …"). */
  line: string;
}

/** Keeps three decimals: short SVG attributes, no visible rounding. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Scales races (oldest first) into `box`: x by the race's date, y by its time with the fastest at
 * the top and the slowest at the bottom. One race, or all on one day, sits in the middle
 * horizontally; equal times sit in the middle vertically.
 */
export function plotProgress(races: readonly ChartInput[], box: ChartBox): ProgressPlot {
  const moments = races.map((race) => parseDate(race.date)?.getTime() ?? 0);
  const times = races.map((race) => race.time);
  const first = Math.min(...moments);
  const span = Math.max(...moments) - first;
  const fastest = Math.min(...times);
  const spread = Math.max(...times) - fastest;
  const innerWidth = box.width - 2 * box.inset;
  const innerHeight = box.height - 2 * box.inset;
  const points = races.map((race, index) => ({
    id: race.id,
    x: round(box.inset + (span > 0 ? ((moments[index]! - first) / span) * innerWidth : innerWidth / 2)),
    y: round(box.inset + (spread > 0 ? ((race.time - fastest) / spread) * innerHeight : innerHeight / 2)),
  }));
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return { points, line };
}

/** "okt 2025": the ends of a chart's time axis. */
export function monthOf(date: string): string {
  const parsed = parseDate(date);
  if (!parsed) return '';
  const { month, year } = amsterdamClock(parsed);
  return `${shortMonth(month)} ${year}`;
}

function timesText(count: number): string {
  return count === 1 ? '1 tijd' : `${count} tijden`;
}

/**
 * The chart in words, for a screen reader (the table below it has every race): how many races,
 * from when to when, the first and the last time and the personal best.
 */
export function describeProgress(distanceLabel: string, races: readonly ChartInput[]): string {
  if (races.length === 0) return `${distanceLabel}: nog geen tijden.`;
  const first = races[0]!;
  const last = races[races.length - 1]!;
  const best = races.reduce((fastest, race) => (race.time < fastest.time ? race : fastest));
  if (races.length === 1)
    return `${distanceLabel}: 1 tijd, ${formatRaceTime(first.time)} op ${formatDate(first.date)}.`;
  const record = `persoonlijk record ${formatRaceTime(best.time)} (${formatDate(best.date)})`;
  return (
    `${distanceLabel}: ${timesText(races.length)} van ${monthOf(first.date)} tot ${monthOf(last.date)}, ` +
    `eerst ${formatRaceTime(first.time)}, laatst ${formatRaceTime(last.time)}; ${record}.`
  );
}
