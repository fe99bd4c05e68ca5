import autocannon from 'autocannon';
import PocketBase from 'pocketbase';
import { BENCH_URL } from './bench-server.ts';

export interface ApiRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * GET of the first page of upcoming events, exactly as the events section asks for it (see
 * listUpcomingEvents: no total, organiser names from one committees request per page load).
 */
export async function benchEventList(token: string, seconds: number): Promise<ApiRun> {
  const query = new URLSearchParams({
    page: '1',
    perPage: '30',
    filter: 'ends >= @now',
    sort: 'start',
    skipTotal: '1',
  });
  const result = await run({
    url: `${BENCH_URL}/api/collections/events/records?${query}`,
    connections: 50,
    duration: seconds,
    headers: { Authorization: token },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Sign-ups through the capacity hook: one member signs up for a different event each request. */
export async function benchSignups(
  token: string,
  userId: string,
  eventIds: readonly string[],
  seconds: number,
): Promise<ApiRun & { created: number }> {
  let next = 0;
  const result = await run({
    url: `${BENCH_URL}/api/collections/signups/records`,
    method: 'POST',
    connections: 20,
    duration: seconds,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ event: eventIds[next++ % eventIds.length], user: userId }),
        }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    created: result['2xx'],
  };
}

/** Adds events through the batch API (enabled for the benchmark) until there are `total`. */
export async function fillEvents(admin: PocketBase, total: number, organiser: string): Promise<void> {
  await admin.settings.update({ batch: { enabled: true, maxRequests: 1000, timeout: 120, maxBodySize: 0 } });
  let count = (await admin.collection('events').getList(1, 1)).totalItems;
  while (count < total) {
    const batch = admin.createBatch();
    const size = Math.min(1000, total - count);
    for (let index = 0; index < size; index++) {
      const start = new Date(Date.now() + (1 + ((count + index) % 700)) * 86_400_000 + index * 60_000).toISOString();
      batch
        .collection('events')
        .create({ title: `Benchmarkevenement ${count + index}`, start, organiser, capacity: 100000 });
    }
    await batch.send({ requestKey: null });
    count += size;
  }
}
