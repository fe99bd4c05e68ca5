/** Statuses worth one more try: the server was busy, restarting, or a proxy timed out. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * Requests without a body are retried once on a retryable status or a network
 * error. Requests with a body are never repeated (they may not be safe to send twice).
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const repeatable = init.body === undefined || init.body === null;
  try {
    const response = await fetchImpl(url, init);
    if (!repeatable || !RETRYABLE_STATUSES.has(response.status)) return response;
  } catch (error) {
    // A cancelled request stays cancelled (the SDK aborts superseded requests on purpose).
    if (!repeatable || init.signal?.aborted) throw error;
  }
  return fetchImpl(url, init);
}
