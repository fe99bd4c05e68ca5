import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The first Intl object of a page costs 40-110 ms on a slow phone (the browser's locale data,
// amsterdam-clock.ts): the dates, prices and exported times are written without one.

const made = { date: 0, number: 0 };
const real = { date: Intl.DateTimeFormat, number: Intl.NumberFormat };

beforeEach(() => {
  made.date = 0;
  made.number = 0;
  const counting = <T extends object>(target: T, kind: keyof typeof made): T =>
    new Proxy(target, {
      construct(constructor, args) {
        made[kind] += 1;
        return Reflect.construct(constructor as new (...a: unknown[]) => object, args) as object;
      },
    });
  Intl.DateTimeFormat = counting(real.date, 'date');
  Intl.NumberFormat = counting(real.number, 'number');
  vi.resetModules();
});

afterEach(() => {
  Intl.DateTimeFormat = real.date;
  Intl.NumberFormat = real.number;
});

describe('formats without locale data', () => {
  it('loading the formatting modules makes no Intl object', async () => {
    await import('./format-date-time.ts');
    await import('./format-euro.ts');
    await import('./spreadsheet-csv.ts');
    expect(made).toEqual({ date: 0, number: 0 });
  });

  it("writes a member's dates, today and prices without one", async () => {
    const { formatDate, formatDateTime, formatTime, todayInAmsterdam } = await import('./format-date-time.ts');
    const { formatEuro } = await import('./format-euro.ts');
    expect(formatDate('2026-02-07 18:30:00.000Z')).toBe('za 7 feb 2026');
    expect(formatDateTime('2026-02-07 18:30:00.000Z')).toBe('za 7 feb 2026, 19:30');
    expect(formatTime('2026-07-07 18:30:00.000Z')).toBe('20:30');
    expect(todayInAmsterdam(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
    expect(formatEuro(1250)).toBe('€\u00a012,50');
    expect(made).toEqual({ date: 0, number: 0 });
  });

  it("writes the exports' times without one", async () => {
    const { spreadsheetTime } = await import('./spreadsheet-csv.ts');
    expect(spreadsheetTime('2026-12-01 10:00:00.000Z')).toBe('2026-12-01 11:00');
    expect(spreadsheetTime('2026-07-01 10:00:00.000Z')).toBe('2026-07-01 12:00');
    expect(made).toEqual({ date: 0, number: 0 });
  });
});
