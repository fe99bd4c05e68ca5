import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The first Intl object of a page costs ~100 ms on a slow phone (the browser's locale data): no
// formatter may be made when the UI kit's modules load, only when something is formatted.

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

describe('formatters made on first use', () => {
  it('loading the formatting modules makes none', async () => {
    await import('./format-date-time.ts');
    await import('./format-euro.ts');
    await import('./spreadsheet-csv.ts');
    expect(made).toEqual({ date: 0, number: 0 });
  });

  it('makes each once, however often it formats', async () => {
    const { formatDate, formatDateTime } = await import('./format-date-time.ts');
    const { formatEuro } = await import('./format-euro.ts');
    const { spreadsheetTime } = await import('./spreadsheet-csv.ts');
    for (let round = 0; round < 3; round += 1) {
      expect(formatDate('2026-02-07 18:30:00.000Z')).toBe('za 7 feb 2026');
      expect(formatDateTime('2026-02-07 18:30:00.000Z')).toBe('za 7 feb 2026, 19:30');
      expect(formatEuro(1250)).toBe('€\u00a012,50');
      expect(spreadsheetTime('2026-12-01 10:00:00.000Z')).toBe('2026-12-01 11:00');
    }
    expect(made).toEqual({ date: 3, number: 1 });
  });

  it('warmUpDateFormats makes the date formatters ahead, so formatting a date makes no more', async () => {
    const { formatDate, formatDateTime, warmUpDateFormats } = await import('./format-date-time.ts');
    warmUpDateFormats();
    expect(made.date).toBe(2);
    formatDate('2026-02-07 18:30:00.000Z');
    formatDateTime('2026-02-07 18:30:00.000Z');
    expect(made.date).toBe(2);
  });
});
