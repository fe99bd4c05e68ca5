import { describe, expect, it } from 'vitest';
import { dateTileParts } from './date-tile.ts';

describe('dateTileParts', () => {
  it("shows the day and short Dutch month of Amsterdam's calendar", () => {
    expect(dateTileParts('2026-02-07 18:30:00.000Z')).toEqual({ day: '7', month: 'feb' });
    // 23:30 UTC on 31 December is already New Year's Day in Amsterdam.
    expect(dateTileParts('2026-12-31 23:30:00.000Z')).toEqual({ day: '1', month: 'jan' });
    expect(dateTileParts('2026-05-12 10:00:00.000Z')).toEqual({ day: '12', month: 'mei' });
    expect(dateTileParts('')).toBeNull();
  });
});
