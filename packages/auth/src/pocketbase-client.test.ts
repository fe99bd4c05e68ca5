import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureBackend } from './pocketbase-client.ts';

const list = { page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] };
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the PocketBase client', () => {
  const pb = configureBackend({ baseUrl: 'http://pb.test' });

  it('sends Accept-Language en-US by default and retries a read once on a retryable status', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(respond(503, {})).mockResolvedValueOnce(respond(200, list));
    vi.stubGlobal('fetch', fetchMock);
    await expect(pb.collection('events').getList(1, 30)).resolves.toMatchObject({ items: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![1].headers['Accept-Language']).toBe('en-US');
  });

  it('never repeats a write', async () => {
    const fetchMock = vi.fn().mockResolvedValue(respond(503, { message: 'bezet' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(pb.collection('events').create({ title: 'x' })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets two identical requests at once both finish: auto-cancellation is off for every call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => respond(200, list)),
    );
    const both = await Promise.allSettled([
      pb.collection('events').getList(1, 30),
      pb.collection('events').getList(1, 30),
    ]);
    expect(both.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('does not retry a cancelled request', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    controller.abort();
    await expect(pb.collection('events').getList(1, 30, { signal: controller.signal })).rejects.toMatchObject({
      isAbort: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
