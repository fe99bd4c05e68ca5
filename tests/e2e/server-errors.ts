import { adminToken, API } from './support.ts';

/**
 * Requests the end-to-end suite may see answered with a 5xx: the mail-outage test turns the
 * mail server off on purpose (503 while it is down).
 */
const EXPECTED = [/^\/api\/tjas\/leden\/[^/]+\/uitnodiging$/];

/** PocketBase writes its request log in batches, at the latest every 3 seconds. */
const LOG_FLUSH_MS = 3_500;

/**
 * After the whole suite: no request a browser or test made was answered with a 5xx. A bad
 * request is a 4xx with a Dutch message, never a server error.
 */
export default async function checkServerErrors(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS));
  const response = await fetch(`${API}/logs?perPage=50&filter=${encodeURIComponent('data.status >= 500')}`, {
    headers: { Authorization: await adminToken() },
  });
  if (!response.ok) throw new Error(`The request log could not be read (${response.status}).`);
  const logs = (await response.json()) as { items: { message: string; data: Record<string, unknown> }[] };
  const failures = logs.items
    .filter((log) => !EXPECTED.some((path) => path.test(String(log.data['url'] ?? '').split('?')[0]!)))
    .map(
      (log) =>
        `${String(log.data['method'])} ${String(log.data['url'])} -> ${String(log.data['status'])}: ${String(log.data['error'] ?? log.message)}`,
    );
  if (failures.length > 0) throw new Error(`PocketBase answered with a server error (5xx):\n${failures.join('\n')}`);
}
