import { describe, expect, it } from 'vitest';
import { seasonOf } from './seasons.cjs';

// The server sets a result's season and the year of board interest with this; the sport section
// lists seasons with it (remotes/sport/src/features/sport/lib/season.ts).
describe('seasonOf', () => {
  it('puts July to June in one season', () => {
    expect(seasonOf(Date.parse('2026-01-15T12:00:00Z'))).toBe('2025-2026');
    expect(seasonOf(Date.parse('2025-07-01T00:00:00Z'))).toBe('2025-2026');
    expect(seasonOf(Date.parse('2025-06-30T12:00:00Z'))).toBe('2024-2025');
    expect(seasonOf(Date.parse('2025-12-31T23:30:00Z'))).toBe('2025-2026'); // New Year's night in Amsterdam
  });

  it('turns at midnight in Amsterdam on 1 July, two hours before midnight UTC', () => {
    expect(seasonOf(Date.parse('2025-06-30T21:59:59Z'))).toBe('2024-2025');
    expect(seasonOf(Date.parse('2025-06-30T22:00:00Z'))).toBe('2025-2026');
  });
});
