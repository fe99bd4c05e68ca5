import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../api/events-api.ts';
import { copyValues, firstCopyDate } from './event-copy.ts';
import { testEvent } from './test-event.ts';

// A Tuesday training at 19:30 in summer time (UTC+2), with a deadline the day before.
const training: EventRecord = testEvent({
  title: 'IJstraining dinsdag',
  location: 'IJsbaan Haarlem',
  start: '2026-10-06 17:30:00.000Z',
  end: '2026-10-06 19:00:00.000Z',
  signup_deadline: '2026-10-05 17:30:00.000Z',
  capacity: 20,
  price: 350,
  training: true,
  series: 'abc',
  signups_confirmed: 12,
});

describe('copyValues', () => {
  it('fills the form from the old event with its times on the chosen day, at the same Amsterdam time', () => {
    const values = copyValues(training, '2026-11-03', 'org');
    expect(values).toMatchObject({ title: 'IJstraining dinsdag', location: 'IJsbaan Haarlem', capacity: '20' });
    expect(values.training).toBe(true);
    expect(values.price).toBe('3,50');
    // 19:30 Amsterdam after the clock change is 18:30 UTC; the form shows the device's time.
    expect(new Date(values.start).toISOString()).toBe('2026-11-03T18:30:00.000Z');
    expect(new Date(values.signupDeadline).toISOString()).toBe('2026-11-02T18:30:00.000Z');
    expect(values.repeat).toBe(false);
  });

  it('proposes the first day after today on the event’s weekday', () => {
    expect(firstCopyDate(training, Date.parse('2026-11-26T10:00:00Z'))).toBe('2026-12-01');
    expect(firstCopyDate(training, Date.parse('2026-12-01T10:00:00Z'))).toBe('2026-12-08');
  });
});
