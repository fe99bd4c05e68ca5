import { describe, expect, it } from 'vitest';
import { describeProgress, monthOf, plotProgress } from './progress-chart.ts';

const BOX = { width: 220, height: 120, inset: 10 };

describe('plotProgress', () => {
  it('puts the oldest race left, the newest right, and the fastest time at the top', () => {
    const { points, line } = plotProgress(
      [
        { id: 'a', date: '2024-10-01 12:00:00.000Z', time: 4600 },
        { id: 'b', date: '2025-10-01 12:00:00.000Z', time: 4400 },
        { id: 'c', date: '2026-10-01 12:00:00.000Z', time: 4500 },
      ],
      BOX,
    );
    // A year apart each: the middle race half way.
    expect(points.map((point) => point.x)).toEqual([10, 110, 210]);
    // 44,00 at the top edge, 46,00 at the bottom, 45,00 half way.
    expect(points.map((point) => point.y)).toEqual([110, 10, 60]);
    expect(line).toBe('M10 110 L110 10 L210 60');
  });

  it('scales by time, not by the order of the races', () => {
    const { points } = plotProgress(
      [
        { id: 'a', date: '2025-10-01 12:00:00.000Z', time: 6000 },
        { id: 'b', date: '2025-10-02 12:00:00.000Z', time: 5999 },
        { id: 'c', date: '2025-10-03 12:00:00.000Z', time: 7000 },
      ],
      BOX,
    );
    expect(points[1]!.y).toBe(10);
    expect(points[0]!.y).toBe(10.1);
    expect(points[2]!.y).toBe(110);
  });

  it('centres races on one day and equal times instead of dividing by zero', () => {
    const { points } = plotProgress(
      [
        { id: 'a', date: '2025-10-01 12:00:00.000Z', time: 4400 },
        { id: 'b', date: '2025-10-01 12:00:00.000Z', time: 4400 },
      ],
      BOX,
    );
    expect(points).toEqual([
      { id: 'a', x: 110, y: 60 },
      { id: 'b', x: 110, y: 60 },
    ]);
  });
});

describe('describeProgress', () => {
  it('says in Dutch what the chart shows: the span, the first and last time and the record', () => {
    expect(
      describeProgress('500 m', [
        { id: 'a', date: '2024-10-08 14:00:00.000Z', time: 4712 },
        { id: 'b', date: '2025-11-11 14:00:00.000Z', time: 4390 },
        { id: 'c', date: '2026-10-08 14:00:00.000Z', time: 4402 },
      ]),
    ).toBe(
      '500 m: 3 tijden van okt 2024 tot okt 2026, eerst 47,12, laatst 44,02; persoonlijk record 43,90 (di 11 nov 2025).',
    );
  });

  it('names one race on its own', () => {
    expect(describeProgress('1 km', [{ id: 'a', date: '2025-11-11 14:00:00.000Z', time: 8912 }])).toBe(
      '1 km: 1 tijd, 1:29,12 op di 11 nov 2025.',
    );
  });

  it('writes a month in Amsterdam time', () => {
    // 23:30 UTC on 30 June is 1 July in Amsterdam.
    expect(monthOf('2025-06-30 23:30:00.000Z')).toBe('jul 2025');
  });
});
