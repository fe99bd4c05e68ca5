import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_ATTEMPTS, outcomeOf, retryAfterMs } from './push-retry.ts';

const now = Date.parse('2026-11-28T02:00:00Z');

describe('outcomeOf', () => {
  it('counts any 2xx as sent', () => {
    expect(outcomeOf({ status: 201 }, 0, now)).toEqual({ kind: 'sent' });
    expect(outcomeOf({ status: 200 }, 5, now)).toEqual({ kind: 'sent' });
  });

  it('removes the subscription on 404 and 410, at once', () => {
    expect(outcomeOf({ status: 404 }, 0, now).kind).toBe('gone');
    expect(outcomeOf({ status: 410 }, 3, now).kind).toBe('gone');
  });

  it('tries 429, 5xx and no answer again, later each time', () => {
    expect(outcomeOf({ status: 500 }, 0, now)).toMatchObject({ kind: 'retry', afterMs: 10_000 });
    expect(outcomeOf({ status: 503 }, 1, now)).toMatchObject({ kind: 'retry', afterMs: 30_000 });
    expect(outcomeOf({ status: 429 }, 2, now)).toMatchObject({ kind: 'retry', afterMs: 120_000 });
    expect(outcomeOf({ error: new Error('connect ECONNREFUSED') }, 0, now)).toMatchObject({
      kind: 'retry',
      reason: 'geen antwoord: connect ECONNREFUSED',
    });
    expect(outcomeOf({ status: 502 }, 10, now)).toMatchObject({ kind: 'retry', afterMs: 7_200_000 });
  });

  it('follows the service’s Retry-After, within bounds', () => {
    expect(outcomeOf({ status: 429, retryAfter: '60' }, 0, now)).toMatchObject({ kind: 'retry', afterMs: 60_000 });
    expect(outcomeOf({ status: 503, retryAfter: 'Sat, 28 Nov 2026 02:05:00 GMT' }, 0, now)).toMatchObject({
      afterMs: 300_000,
    });
    expect(retryAfterMs('0', now)).toBe(1_000);
    expect(retryAfterMs('999999', now)).toBe(6 * 3600_000);
    expect(retryAfterMs('later', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('gives up a push the service refuses as it is (other 4xx), keeping the subscription', () => {
    for (const status of [400, 401, 403, 413])
      expect(outcomeOf({ status }, 0, now)).toEqual({ kind: 'give-up', reason: `pushdienst antwoordde ${status}` });
  });

  it('gives up after the last attempt', () => {
    expect(outcomeOf({ status: 500 }, MAX_ATTEMPTS - 2, now).kind).toBe('retry');
    expect(outcomeOf({ status: 500 }, MAX_ATTEMPTS - 1, now)).toMatchObject({ kind: 'give-up' });
  });

  it('waits from 10 seconds to 2 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffMs)).toEqual([
      10_000, 30_000, 120_000, 600_000, 1_800_000, 7_200_000, 7_200_000, 7_200_000,
    ]);
  });
});
