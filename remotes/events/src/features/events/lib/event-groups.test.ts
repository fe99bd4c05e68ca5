import { describe, expect, it } from 'vitest';
import { eventGroup, groupEvents } from './event-groups.ts';

// Wednesday 2 December 2026, 12:00 in Amsterdam (11:00 UTC).
const NOW = Date.parse('2026-12-02T11:00:00Z');

describe('eventGroup', () => {
  it("groups by the member's week in Amsterdam, Monday to Sunday", () => {
    // Running since Monday, and Sunday night late: this week.
    expect(eventGroup('2026-11-30 08:00:00.000Z', NOW)).toBe('Deze week');
    expect(eventGroup('2026-12-06 22:30:00.000Z', NOW)).toBe('Deze week');
    // 23:30 UTC on Sunday is 00:30 on Monday in Amsterdam: next week.
    expect(eventGroup('2026-12-06 23:30:00.000Z', NOW)).toBe('Volgende week');
    expect(eventGroup('2026-12-13 20:00:00.000Z', NOW)).toBe('Volgende week');
    expect(eventGroup('2026-12-14 09:00:00.000Z', NOW)).toBe('Later');
    // An event that started last week and still runs belongs to this week.
    expect(eventGroup('2026-11-28 09:00:00.000Z', NOW)).toBe('Deze week');
  });

  it('starts a new week on Monday also when "now" is Sunday evening', () => {
    const sunday = Date.parse('2026-12-06T20:00:00Z');
    expect(eventGroup('2026-12-07 18:00:00.000Z', sunday)).toBe('Volgende week');
  });

  it('counts weeks across the change to summer time', () => {
    // Saturday 27 March 2027; the clocks go forward that night.
    const saturday = Date.parse('2027-03-27T12:00:00Z');
    expect(eventGroup('2027-03-28 21:00:00.000Z', saturday)).toBe('Deze week');
    expect(eventGroup('2027-03-29 06:00:00.000Z', saturday)).toBe('Volgende week');
  });
});

describe('groupEvents', () => {
  it('keeps the order of the list and leaves empty groups out', () => {
    const events = [
      { start: '2026-12-03 18:00:00.000Z', title: 'a' },
      { start: '2026-12-20 18:00:00.000Z', title: 'b' },
      { start: '2027-01-10 18:00:00.000Z', title: 'c' },
    ];
    expect(groupEvents(events, NOW).map((group) => [group.name, group.events.map((event) => event.title)])).toEqual([
      ['Deze week', ['a']],
      ['Later', ['b', 'c']],
    ]);
  });
});
