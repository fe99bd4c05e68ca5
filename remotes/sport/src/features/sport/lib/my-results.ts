/**
 * A member's own results, arranged for /sport/mijn-uitslagen: per distance (shortest first), per
 * season (newest first), with the personal best and each season's best marked. Times are whole
 * hundredths of a second, as the results collection stores them (1:52,34 is 11234), so the lowest
 * number is the fastest time.
 */
export interface MyResult {
  id: string;
  competition: string;
  /** PocketBase's date, e.g. "2025-01-18 12:00:00.000Z". */
  date: string;
  distance: number;
  /** Hundredths of a second. */
  time: number;
  ranking: number;
  /** "2025-2026", set by the server from the date (season.ts). */
  season: string;
}

export interface MarkedResult extends MyResult {
  /** The fastest time on this distance ever (the first one to set it, on a tie). */
  personalBest: boolean;
  /** The fastest time on this distance in its season (the first one to set it, on a tie). */
  seasonBest: boolean;
}

export interface SeasonResults {
  season: string;
  best: MarkedResult;
  /** Newest race first. */
  results: MarkedResult[];
}

export interface DistanceResults {
  distance: number;
  best: MarkedResult;
  seasons: SeasonResults[];
  /** Every race on the distance, oldest first: the order a progress chart draws them in. */
  chronological: MarkedResult[];
}

/**
 * Oldest race first. Races on one day keep the order they came in (sorting is stable; the server
 * sends them in the order they were stored).
 */
function byDate(a: MyResult, b: MyResult): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

/**
 * The fastest of `results`; on equal times the earliest race, as a record belongs to whoever
 * (here: whichever race) set it first. Undefined for no results.
 */
export function fastest<T extends MyResult>(results: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const result of results) {
    if (!best || result.time < best.time || (result.time === best.time && byDate(result, best) < 0)) best = result;
  }
  return best;
}

/** The member's results grouped by distance (shortest first), then by season (newest first). */
export function groupMyResults(results: readonly MyResult[]): DistanceResults[] {
  const byDistance = new Map<number, MyResult[]>();
  for (const result of results) {
    const list = byDistance.get(result.distance) ?? [];
    list.push(result);
    byDistance.set(result.distance, list);
  }
  return [...byDistance.entries()]
    .sort(([a], [b]) => a - b)
    .map(([distance, list]) => {
      const chronological = [...list].sort(byDate);
      const personalBest = fastest(chronological)!;
      const seasonBests = new Set<string>();
      const bySeason = new Map<string, MyResult[]>();
      for (const result of chronological) {
        const seasonList = bySeason.get(result.season) ?? [];
        seasonList.push(result);
        bySeason.set(result.season, seasonList);
      }
      for (const seasonList of bySeason.values()) seasonBests.add(fastest(seasonList)!.id);
      const marked = chronological.map((result): MarkedResult => ({
        ...result,
        personalBest: result.id === personalBest.id,
        seasonBest: seasonBests.has(result.id),
      }));
      const seasons = [...bySeason.keys()]
        // "2025-2026" sorts as text in time order.
        .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
        .map((season): SeasonResults => {
          const inSeason = marked.filter((result) => result.season === season);
          return { season, best: fastest(inSeason)!, results: inSeason.reverse() };
        });
      return { distance, best: marked.find((result) => result.personalBest)!, seasons, chronological: marked };
    });
}
