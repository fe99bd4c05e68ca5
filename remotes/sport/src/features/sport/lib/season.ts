import { seasonOf as seasonOfTime } from '@tjas/schema/rules/seasons';

/**
 * Skating seasons run from 1 July to 30 June in Amsterdam: a race in January 2026 belongs to
 * "2025-2026", one at 00:30 on 1 July to the new season. The server derives a result's season
 * with the same module (@tjas/schema/rules/seasons); tests/integration/sport-media.test.ts
 * compares them.
 */
export function seasonOf(date: Date): string {
  return seasonOfTime(date.getTime());
}

/** The current season and the `count - 1` before it, newest first. */
export function recentSeasons(now: Date, count: number): string[] {
  const [first] = seasonOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, index) => `${first! - index}-${first! - index + 1}`);
}

export const DISTANCES = [500, 1000, 1500, 3000, 5000, 10000] as const;

export function formatDistance(metres: number): string {
  return metres >= 1000 && metres % 1000 === 0 ? `${metres / 1000} km` : `${metres} m`;
}
