import { describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from './fetch-with-retry.ts';

const respond = (status: number) => new Response('{}', { status });

describe('fetchWithRetry', () => {
  it('retries a request without body once on a retryable status', async () => {
    const fetchImpl = vi.fn().mockResolvedValueOnce(respond(503)).mockResolvedValueOnce(respond(200));
    expect((await fetchWithRetry('/x', {}, fetchImpl)).status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries once after a network error, then gives up', async () => {
    const fetchImpl = vi.fn().mockRejectedValueOnce(new TypeError('weg')).mockResolvedValueOnce(respond(502));
    expect((await fetchWithRetry('/x', {}, fetchImpl)).status).toBe(502);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not retry other statuses, nor requests with a body', async () => {
    const notFound = vi.fn().mockResolvedValue(respond(404));
    expect((await fetchWithRetry('/x', {}, notFound)).status).toBe(404);
    expect(notFound).toHaveBeenCalledTimes(1);
    const withBody = vi.fn().mockResolvedValue(respond(503));
    expect((await fetchWithRetry('/x', { method: 'POST', body: '{}' }, withBody)).status).toBe(503);
    expect(withBody).toHaveBeenCalledTimes(1);
  });
});
