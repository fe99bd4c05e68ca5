import { describe, expect, it } from 'vitest';
import { formatDistance, recentSeasons, seasonOf } from './season.ts';

describe('seasonOf', () => {
  it('puts July to June in one season', () => {
    expect(seasonOf(new Date('2026-01-15T12:00:00Z'))).toBe('2025-2026');
    expect(seasonOf(new Date('2025-07-01T00:00:00Z'))).toBe('2025-2026');
    expect(seasonOf(new Date('2025-06-30T12:00:00Z'))).toBe('2024-2025');
  });

  it('turns at midnight in Amsterdam, two hours before midnight UTC', () => {
    expect(seasonOf(new Date('2025-06-30T21:59:00Z'))).toBe('2024-2025'); // 23:59 on 30 June in Amsterdam
    expect(seasonOf(new Date('2025-06-30T22:30:00Z'))).toBe('2025-2026'); // 00:30 on 1 July in Amsterdam
  });
});

it('lists recent seasons newest first', () => {
  expect(recentSeasons(new Date('2026-11-26T00:00:00Z'), 3)).toEqual(['2026-2027', '2025-2026', '2024-2025']);
});

it('writes distances in metres, whole kilometres in km', () => {
  expect(formatDistance(500)).toBe('500 m');
  expect(formatDistance(1500)).toBe('1500 m');
  expect(formatDistance(10000)).toBe('10 km');
});
