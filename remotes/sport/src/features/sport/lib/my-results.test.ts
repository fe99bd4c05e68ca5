import { describe, expect, it } from 'vitest';
import { fastest, groupMyResults, type MyResult } from './my-results.ts';

let next = 0;
function result(distance: number, date: string, time: number, season: string, extra: Partial<MyResult> = {}): MyResult {
  next += 1;
  return {
    id: `r${next}`,
    competition: `Wedstrijd ${next}`,
    date: `${date} 12:00:00.000Z`,
    distance,
    time,
    ranking: 0,
    season,
    ...extra,
  };
}

describe('fastest', () => {
  it('is the lowest time in hundredths, not the first or the longest text', () => {
    // 59,99 (5999) beats 1:00,00 (6000), and 9,99 beats 10,00 although "999" sorts after "1000".
    const minute = result(500, '2025-11-01', 6000, '2025-2026');
    const under = result(500, '2025-12-01', 5999, '2025-2026');
    expect(fastest([minute, under])).toBe(under);
    const ten = result(100, '2025-11-01', 1000, '2025-2026');
    const nine = result(100, '2025-11-02', 999, '2025-2026');
    expect(fastest([ten, nine])).toBe(nine);
  });

  it('gives an equal time to the race that set it first', () => {
    const later = result(500, '2025-12-01', 4200, '2025-2026');
    const earlier = result(500, '2025-11-01', 4200, '2025-2026');
    expect(fastest([later, earlier])).toBe(earlier);
    expect(fastest([])).toBeUndefined();
  });
});

describe('groupMyResults', () => {
  const results = [
    result(1500, '2024-11-10', 14000, '2024-2025'),
    result(500, '2024-10-05', 4600, '2024-2025'),
    result(500, '2025-01-20', 4500, '2024-2025'),
    result(500, '2025-10-12', 4550, '2025-2026'),
    result(500, '2026-02-01', 4400, '2025-2026'),
    result(500, '2026-03-01', 4480, '2025-2026'),
    result(1500, '2025-11-30', 13800, '2025-2026'),
  ];
  const groups = groupMyResults(results);

  it('groups by distance, shortest first, and by season, newest first', () => {
    expect(groups.map((group) => group.distance)).toEqual([500, 1500]);
    expect(groups[0]!.seasons.map((season) => season.season)).toEqual(['2025-2026', '2024-2025']);
    expect(groups[0]!.seasons[0]!.results.map((entry) => entry.date.slice(0, 10))).toEqual([
      '2026-03-01',
      '2026-02-01',
      '2025-10-12',
    ]);
  });

  it('keeps every race on a distance oldest first, for the chart', () => {
    expect(groups[0]!.chronological.map((entry) => entry.time)).toEqual([4600, 4500, 4550, 4400, 4480]);
  });

  it('marks one personal best per distance and one best per season', () => {
    const marked = groups[0]!.chronological;
    expect(marked.filter((entry) => entry.personalBest).map((entry) => entry.time)).toEqual([4400]);
    expect(groups[0]!.best.time).toBe(4400);
    expect(marked.filter((entry) => entry.seasonBest).map((entry) => entry.time)).toEqual([4500, 4400]);
    expect(groups[0]!.seasons.map((season) => season.best.time)).toEqual([4400, 4500]);
    expect(groups[1]!.best.time).toBe(13800);
  });

  it('marks only the first of two equal bests', () => {
    const [group] = groupMyResults([
      result(1000, '2025-11-01', 8800, '2025-2026', { id: 'first' }),
      result(1000, '2025-12-01', 8800, '2025-2026', { id: 'second' }),
    ]);
    expect(group!.chronological.map((entry) => [entry.id, entry.personalBest, entry.seasonBest])).toEqual([
      ['first', true, true],
      ['second', false, false],
    ]);
  });

  it('has nothing to show for a member without results', () => {
    expect(groupMyResults([])).toEqual([]);
  });
});
