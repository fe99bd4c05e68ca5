import { describe, expect, it } from 'vitest';
import { toFormValues, type EventFormValues } from './event-form-values.ts';
import { seriesDays, validateSeries } from './series-form.ts';

// A weekly training from Tuesday 6 Oct 2026, 19:30 in Amsterdam (the form holds the device's time).
const form = (fields: Partial<EventFormValues>): EventFormValues => ({
  ...toFormValues(undefined, 'c1'),
  title: 'IJstraining',
  start: '2026-10-06T19:30',
  repeat: true,
  repeatWeeks: '1',
  repeatUntil: '2026-10-27',
  ...fields,
});

describe('the series in the event form', () => {
  it('lists every day of the series to untick, and sends what stays', () => {
    expect(seriesDays(form({})).map((day) => day.date)).toEqual([
      '2026-10-06',
      '2026-10-13',
      '2026-10-20',
      '2026-10-27',
    ]);
    expect(validateSeries(form({ repeatSkip: ['2026-10-13'] }))).toEqual({
      errors: {},
      repeat: { every_weeks: 1, until: '2026-10-27', skip: ['2026-10-13'] },
    });
  });

  it('drops a skipped day the series no longer has (its last day moved), and shows the server’s words at the form’s fields', () => {
    expect(validateSeries(form({ repeatUntil: '2026-10-20', repeatSkip: ['2026-10-27'] })).repeat?.skip).toEqual([]);
    expect(validateSeries(form({ repeatUntil: '' })).errors).toEqual({
      repeatUntil: 'Vul in tot en met welke dag de reeks loopt.',
    });
    expect(validateSeries(form({ repeatWeeks: '9' })).errors.repeatWeeks).toMatch(/elke 4 weken/);
  });
});
