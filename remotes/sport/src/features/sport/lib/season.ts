/**
 * Skating seasons run from July to June: a race in January 2026 belongs to "2025-2026". The
 * server derives a result's season the same way (pb_hooks/sport-media.pb.js).
 */
export function seasonOf(date: Date): string {
  const year = date.getUTCFullYear();
  const first = date.getUTCMonth() >= 6 ? year : year - 1;
  return `${first}-${first + 1}`;
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
