import { adminToken, API } from './support.ts';

/**
 * Requests the end-to-end suite may see answered with a 5xx: the mail-outage test turns the
 * mail server off on purpose (503 while it is down).
 */
const EXPECTED = [/^\/api\/tjas\/leden\/[^/]+\/uitnodiging$/];

/**
 * PocketBase writes its request log in batches (at the latest every 3 seconds), in the order the
 * requests came: once a request made now is in the log, so is every request before it.
 */
async function waitForLogFlush(authorization: string): Promise<void> {
  const marker = `/api/e2e-log-marker-${Date.now().toString(36)}`;
  await fetch(API.replace(/\/api$/, '') + marker);
  const filter = encodeURIComponent(`data.url = "${marker}"`);
  for (let tries = 0; tries < 100; tries++) {
    const response = await fetch(`${API}/logs?perPage=1&filter=${filter}`, {
      headers: { Authorization: authorization },
    });
    if (response.ok && ((await response.json()) as { items: unknown[] }).items.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The request log did not show a request made 10 seconds ago.');
}

/**
 * After the whole suite: no request a browser or test made was answered with a 5xx. A bad
 * request is a 4xx with a Dutch message, never a server error.
 */
export default async function checkServerErrors(): Promise<void> {
  const authorization = await adminToken();
  await waitForLogFlush(authorization);
  const response = await fetch(`${API}/logs?perPage=50&filter=${encodeURIComponent('data.status >= 500')}`, {
    headers: { Authorization: authorization },
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
