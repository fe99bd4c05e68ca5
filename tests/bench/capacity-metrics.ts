import { execFileSync } from 'node:child_process';
import { Agent, request, type ClientRequest } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';
import type PocketBase from 'pocketbase';
import { countsTopic } from '../../packages/schema/src/rules/signups.cjs';
import { httpsRequest, type Caddy } from '../integration/support/caddy.ts';
import { BENCH_PORT, BENCH_URL } from './bench-server.ts';
import { pocketBaseCpuMs, pocketBaseMemory } from './pocketbase-process-figures.ts';

/**
 * How far one machine goes: the moment a popular event opens (every member signs up within the
 * same seconds), realtime connections held while an update reaches all of them, and what the
 * data costs on disk. Run against the bench server (demo data, a fresh database).
 */

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Members made for the burst, with a session each (impersonation: no password hashing per member). */
export async function benchMembers(admin: PocketBase, count: number): Promise<{ id: string; token: string }[]> {
  await admin.settings.update({ batch: { enabled: true, maxRequests: 1000, timeout: 300, maxBodySize: 0 } });
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += 250) {
    const batch = admin.createBatch();
    const size = Math.min(250, count - offset);
    for (let index = 0; index < size; index++) {
      const username = `piek${offset + index}`;
      batch.collection('users').create({
        username,
        email: `${username}@tjas.example`,
        name: `Piek ${offset + index}`,
        password: 'piek-wachtwoord-2026',
        passwordConfirm: 'piek-wachtwoord-2026',
        verified: true,
      });
    }
    for (const result of await batch.send({ requestKey: null })) ids.push((result.body as { id: string }).id);
  }
  const members: { id: string; token: string }[] = [];
  for (const id of ids)
    members.push({ id, token: (await admin.collection('users').impersonate(id, 3600)).authStore.token });
  return members;
}

export interface Burst {
  members: number;
  answered: number;
  confirmed: number;
  waiting: number;
  capacity: number;
  /** What the event record says afterwards (the counts the cards show). */
  eventCounts: [number, number];
  seconds: number;
  p50: number;
  p99: number;
  /** The last member's wait. */
  max: number;
  /** PocketBase's processor time during the burst, per sign-up: steadier than the wall time on a shared machine. */
  cpuMsPerSignup: number;
  /** The bench's own processor time per sign-up (the members' side: requests, TLS), on the same cores. */
  clientCpuMsPerSignup: number;
  /** Members whose page held a realtime connection, and how many of those heard the counts. */
  livePages: number;
  livePagesHeard: number;
  errors: string[];
}

/** One sign-up request as a member's browser sends it: directly, or through the proxy. */
export type SendSignup = (token: string, body: string) => Promise<{ status: number; text: string }>;

/**
 * How the members' browsers reach the site, each with a connection of its own that stays open
 * between requests (as a browser keeps it): their sign-up, and a light request (the health
 * check) that opens the connection beforehand, as the event's page did when the member opened it.
 */
export interface Route {
  send: SendSignup;
  visit: () => Promise<void>;
  close: () => void;
}

const connections = { keepAlive: true, keepAliveMsecs: 60_000, maxSockets: Infinity, maxFreeSockets: Infinity };

type Call = (
  options: { path: string; method: string; headers?: Record<string, string> },
  body?: string,
) => Promise<{ status: number; text: string }>;

/** A route from one way of sending a request over `agent`'s connections. */
function routeOver(call: Call, agent: { destroy(): void }): Route {
  return {
    send: (token, body) =>
      call(
        {
          path: '/api/collections/signups/records',
          method: 'POST',
          headers: { Authorization: token, 'Content-Type': 'application/json' },
        },
        body,
      ),
    visit: async () => void (await call({ path: '/api/health', method: 'GET' })),
    close: () => agent.destroy(),
  };
}

/** Straight at PocketBase (plain HTTP), as without the proxy. */
export function directRoute(): Route {
  const agent = new Agent(connections);
  const call: Call = (options, body) =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: BENCH_PORT, agent, ...options }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return routeOver(call, agent);
}

/** Through the proxy (ops/Caddyfile, HTTPS), as members reach the site in production. */
export function proxyRoute(caddy: Caddy): Route {
  const agent = new HttpsAgent(connections);
  const call: Call = (options, body) =>
    httpsRequest({ port: caddy.port, ca: caddy.rootCa, agent, body, ...options }).then((answer) => ({
      status: answer.status,
      text: answer.body.toString(),
    }));
  return routeOver(call, agent);
}

/**
 * Every member signs up for one event of `capacity` places at the same moment, over `route`:
 * with their connection already open (`open`, members who have the event's page open when
 * sign-up opens) or each opening one for the sign-up. `live`: each member's page also holds its
 * realtime connection, subscribed as the event's page subscribes (use-live-event.ts), straight at
 * PocketBase; the burst then also says how many of those pages heard the counts.
 */
export async function benchSignupBurst(
  admin: PocketBase,
  members: { id: string; token: string }[],
  organiser: string,
  capacity: number,
  route: Route,
  open: boolean,
  live = false,
): Promise<Burst> {
  const event = await admin.collection('events').create({
    title: 'Elfstedentocht-bus (piek)',
    start: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    organiser,
    capacity,
  });
  if (open) await Promise.all(members.map(() => route.visit()));
  const heard = new Set<number>();
  // What an open event page listens to: the shell's new section versions (every page of a
  // member), the event and its counts (use-live-event.ts).
  const topics = ['sections/*', `events/${event.id}`, countsTopic(event.id)];
  const pages = live
    ? await subscribeAll(members, topics, (index, name) => {
        if (name === countsTopic(event.id)) heard.add(index);
      })
    : [];
  const latencies: number[] = [];
  const errors: string[] = [];
  const cpuBefore = pocketBaseCpuMs(BENCH_PORT);
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    members.map(async (member) => {
      const sent = performance.now();
      const response = await route
        .send(member.token, JSON.stringify({ event: event.id, user: member.id }))
        .catch((error: unknown) => ({ status: 0, text: String(error) }));
      latencies.push(performance.now() - sent);
      // The answer is what the member's page shows: their place (showPlace).
      if (response.status !== 200) errors.push(`${response.status} ${response.text.slice(0, 120)}`);
      else {
        const problem = showPlace(response.text);
        if (problem) errors.push(problem);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = pocketBaseCpuMs(BENCH_PORT) - cpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  // The counts go out at most once a second: the last may still be on its way.
  const deadline = Date.now() + 3_000;
  while (heard.size < pages.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const page of pages) page.destroy();
  const signups = await admin
    .collection('signups')
    .getFullList({ filter: `event = "${event.id}"`, fields: 'status', requestKey: null });
  const after = await admin.collection('events').getOne(event.id, { requestKey: null });
  latencies.sort((a, b) => a - b);
  return {
    members: members.length,
    answered: members.length - errors.filter((error) => error.startsWith('0 ')).length,
    confirmed: signups.filter((signup) => signup['status'] === 'confirmed').length,
    waiting: signups.filter((signup) => signup['status'] === 'waiting').length,
    capacity,
    eventCounts: [Number(after['signups_confirmed']), Number(after['signups_waiting'])],
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    cpuMsPerSignup: cpuMs / members.length,
    clientCpuMsPerSignup: (ownCpu.user + ownCpu.system) / 1000 / members.length,
    livePages: pages.length,
    livePagesHeard: heard.size,
    errors,
  };
}

/**
 * What a member's event page does after their answer (use-live-event.ts): it shows the place the
 * answer names (`waiting_place`, with the event's counts) and asks nothing more at once. Returns a
 * problem (an answer without them, or a place that does not fit the status), or null.
 */
function showPlace(answer: string): string | null {
  const told = JSON.parse(answer) as { status: string; waiting_place?: number; event_counts?: unknown };
  if (!told.event_counts || told.waiting_place === undefined) return 'antwoord zonder plek';
  return (told.status === 'waiting') === told.waiting_place > 0
    ? null
    : `plek ${told.waiting_place} bij ${told.status}`;
}

export interface Fanout {
  connections: number;
  /** Connections that received the change. */
  reached: number;
  p50: number;
  p99: number;
  /** PocketBase's resident memory with no connections, and with all of them open. */
  rssIdleMb: number;
  rssHeldMb: number;
}

/**
 * One member's realtime connection subscribed to `topics`, as the site's pages subscribe;
 * `onMessage` is called with the name of each message that arrives. Resolves once subscribed.
 */
function subscribe(token: string, topics: string[], onMessage: (name: string) => void): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request(`${BENCH_URL}/api/realtime`, (response) => {
      let text = '';
      let connected = false;
      response.on('data', async (chunk: Buffer) => {
        text += chunk.toString();
        if (!connected) {
          const clientId = /"clientId":"([^"]+)"/.exec(text)?.[1];
          if (!clientId) return;
          connected = true;
          text = '';
          const answer = await fetch(`${BENCH_URL}/api/realtime`, {
            method: 'POST',
            headers: { Authorization: token, 'Content-Type': 'application/json' },
            body: JSON.stringify({ clientId, subscriptions: topics }),
          });
          if (answer.status === 204) resolve(req);
          else reject(new Error(`subscribe ${answer.status}`));
          return;
        }
        // Server-sent events end with an empty line; each names its topic on an `event:` line.
        const end = text.lastIndexOf('\n\n');
        if (end < 0) return;
        for (const name of text.slice(0, end).matchAll(/^event:(.*)$/gm)) onMessage(name[1]!.trim());
        text = text.slice(end + 2);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens `members`' connections a hundred at a time (a thousand at once would time out). */
async function subscribeAll(
  members: { token: string }[],
  topics: string[],
  onMessage: (index: number, name: string) => void,
): Promise<ClientRequest[]> {
  const connections: ClientRequest[] = [];
  for (let offset = 0; offset < members.length; offset += 100)
    connections.push(
      ...(await Promise.all(
        members
          .slice(offset, offset + 100)
          .map((member, index) => subscribe(member.token, topics, (name) => onMessage(offset + index, name))),
      )),
    );
  return connections;
}

/** `count` members hold a realtime connection; one change to an event reaches every one of them. */
export async function benchRealtime(
  admin: PocketBase,
  members: { token: string }[],
  organiser: string,
): Promise<Fanout> {
  const rssIdleMb = pocketBaseMemory(BENCH_PORT).rssMb;
  const event = await admin
    .collection('events')
    .create({ title: 'Realtime (piek)', start: new Date(Date.now() + 40 * 86_400_000).toISOString(), organiser });
  let changed = 0;
  const latencies: number[] = [];
  const connections = await subscribeAll(members, ['events'], (_, name) => {
    if (name === 'events') latencies.push(performance.now() - changed);
  });
  const rssHeldMb = pocketBaseMemory(BENCH_PORT).rssMb;
  changed = performance.now();
  await admin.collection('events').update(event.id, { title: 'Realtime (piek) - gewijzigd' });
  const deadline = Date.now() + 30_000;
  while (latencies.length < members.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const connection of connections) connection.destroy();
  latencies.sort((a, b) => a - b);
  return {
    connections: members.length,
    reached: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rssIdleMb,
    rssHeldMb,
  };
}

/**
 * The database's logical size now (pages in use, write-ahead log included, free pages not),
 * read with Python's sqlite3 next to the running server: the file sizes would count the log's
 * page copies and SQLite's growth steps instead.
 */
export function databaseBytes(dataDir: string): number {
  const script = [
    'import sqlite3, sys',
    "db = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True)",
    "pages, free, size = (db.execute(f'PRAGMA {name}').fetchone()[0] for name in ('page_count', 'freelist_count', 'page_size'))",
    'print((pages - free) * size)',
  ].join('\n');
  return Number(
    execFileSync('python3', ['-c', script, join(REPO_ROOT, dataDir, 'data.db')], { encoding: 'utf8' }).trim(),
  );
}
