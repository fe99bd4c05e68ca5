import autocannon from 'autocannon';
import PocketBase from 'pocketbase';
import { BENCH_URL } from './bench-server.ts';
import { pocketBaseCpuMs } from './pocketbase-process-figures.ts';

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

/** A run with the processor time its PocketBase spent per answered request, in ms. */
export type CpuRun = ApiRun & { cpuMsPerRequest: number };

/**
 * Seconds of the same load before each measured run, not counted: a member meets a server that
 * has been running (its connections to the database open, its JavaScript runtimes and their
 * kept verdicts made, Go's heap grown), not one that has just started or taken 100,000 events.
 */
const WARM_UP_SECONDS = 3;

/**
 * 50 connections asking GET `url` as a member for `seconds`, after a warm-up: throughput,
 * latency, refusals, and the processor time of the PocketBase at `url`'s port per request.
 */
async function benchGet(url: string, token: string, seconds: number): Promise<CpuRun> {
  const load = { url, connections: 50, headers: { Authorization: token } };
  await run({ ...load, duration: WARM_UP_SECONDS });
  const port = Number(new URL(url).port);
  const before = pocketBaseCpuMs(port);
  const result = await run({ ...load, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuMsPerRequest: (pocketBaseCpuMs(port) - before) / Math.max(result.requests.total, 1),
  };
}

/**
 * GET of the first page of upcoming events, exactly as the events section asks for it (see
 * listUpcomingEvents: its cards, no total, organiser names from one committees request per page
 * load), which the site answers from its kept pages (pb_hooks/lib/event-cards-cache.js).
 * `queried`: the same list in words the kept pages do not take, so PocketBase queries and encodes
 * it for every request, as it did before (its index on a growing table).
 */
export async function benchEventList(token: string, seconds: number, queried = false): Promise<CpuRun> {
  const query = new URLSearchParams({
    page: '1',
    perPage: '30',
    filter: queried ? '(ends >= @now)' : 'ends >= @now',
    sort: 'start',
    skipTotal: '1',
  });
  return benchGet(`${BENCH_URL}/api/collections/event_cards/records?${query}`, token, seconds);
}

/** The plain list's collection: 30 rows only a logged-in member may list, no relations, no hooks of its own. */
export const PLAIN_LIST = 'bench_plain_list';

/**
 * Adds the plain list's collection with its 30 rows to a PocketBase (the site's, or a plain one
 * beside it): the same collection, rule and rows in both, so their difference is the site's code.
 */
export async function createPlainList(admin: PocketBase): Promise<void> {
  await admin.collections.create({
    name: PLAIN_LIST,
    type: 'base',
    listRule: '@request.auth.id != ""',
    viewRule: '@request.auth.id != ""',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'place', type: 'number' },
    ],
  });
  for (let place = 1; place <= 30; place++)
    await admin.collection(PLAIN_LIST).create({ title: `Rij ${place} van de kale lijst`, place }, { requestKey: null });
}

/** GET of the plain list's 30 rows, as a member, at `baseUrl`. */
export async function benchPlainList(baseUrl: string, token: string, seconds: number): Promise<CpuRun> {
  return benchGet(`${baseUrl}/api/collections/${PLAIN_LIST}/records?perPage=30&skipTotal=1`, token, seconds);
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
