import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryOnce } from './retry-once.ts';
import { withTimeout } from './with-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects a promise that never settles once the time is up', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 1000, 'te traag');
    vi.advanceTimersByTime(1000);
    await expect(pending).rejects.toThrow('te traag');
  });

  it('passes a result and a rejection through unchanged', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, 'x')).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('weg')), 1000, 'x')).rejects.toThrow('weg');
  });
});

describe('retryOnce', () => {
  it('retries a failed attempt exactly once', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('eerste')).mockResolvedValueOnce('tweede');
    await expect(retryOnce(attempt)).resolves.toBe('tweede');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(attempt.mock.calls).toEqual([[false], [true]]);
  });

  it('gives up after the second failure', async () => {
    const attempt = vi.fn().mockRejectedValue(new Error('stuk'));
    await expect(retryOnce(attempt)).rejects.toThrow('stuk');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
