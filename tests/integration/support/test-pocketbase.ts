import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPocketBase } from '@tjas/backend/pocketbase-process';
import { seedDemoData } from '@tjas/backend/seed';
import { stopChild } from '@tjas/backend/stop-child';
import PocketBase from 'pocketbase';
import initSqlJs from 'sql.js';
import { prepareTestDataDir } from '../../support/cheap-password-hashing.ts';

export const SUPERUSER = { email: 'test-beheer@tjas.example', password: 'test-beheer-2026' };

export interface TestPocketBase {
  url: string;
  dataDir: string;
  /** Kills PocketBase without warning (SIGKILL), as a crash or power cut would. */
  kill(): Promise<void>;
  /** Starts PocketBase again on the same data and port. */
  restart(): Promise<void>;
  /** A client logged in as superuser. */
  admin: PocketBase;
  /** A fresh, anonymous client. */
  client(): PocketBase;
  /**
   * Declares that requests to paths matching `path` may answer 5xx in this file (a test of an
   * outage, e.g. the mail server down); every other 5xx fails the file when the server stops.
   */
  allowServerErrors(path: RegExp): void;
  /** A client logged in as the given member. */
  member(identity: string, password: string): Promise<PocketBase>;
  stop(): Promise<void>;
}

export { freePort };

/**
 * Every request the server answered with a 5xx during a test file: no member input, however
 * wrong, may cause one (a bad request is a 4xx with a Dutch message). Checked when a test
 * server stops, so every integration test also tries this. PocketBase writes its request log in
 * batches (at the latest every 3 seconds) and the rest when it stops, so this reads the log from
 * the data folder of a stopped server: no waiting for the next batch.
 */
async function serverErrors(dataDir: string): Promise<string[]> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(await readFile(join(dataDir, 'auxiliary.db')));
  try {
    const [result] = db.exec(
      `SELECT json_extract(data, '$.method'), json_extract(data, '$.url'), json_extract(data, '$.status'),
              coalesce(json_extract(data, '$.error'), message)
       FROM _logs WHERE json_extract(data, '$.status') >= 500 ORDER BY created LIMIT 20`,
    );
    return (result?.values ?? []).map(([method, url, status, error]) => `${method} ${url} -> ${status}: ${error}`);
  } finally {
    db.close();
  }
}

/**
 * The integration project's global setup (prepare-test-data.ts) makes, once for all files, a
 * migrated data folder with the test superuser (`empty`) and a copy with the demo data
 * (`seeded`), and names their folder here; each test server starts on its own copy, as
 * PocketBase's own tests clone a prepared data folder. Without it (the section page tests, the
 * bench) every server makes its own.
 */
export const TEMPLATES_ENV = 'TJAS_TEST_DATA_TEMPLATES';

// Members' mails are sent when a test asks (POST /api/tjas/mails/versturen), never by the
// every-minute job in between, so a test sees exactly what it caused.
const SERVER_ENV = { TJAS_MAIL_JOB: 'off' };

async function loggedInAdmin(url: string): Promise<PocketBase> {
  const admin = new PocketBase(url).autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return admin;
}

/** Makes the `empty` and `seeded` data folders in `root` (see TEMPLATES_ENV). */
export async function prepareTestDataTemplates(root: string): Promise<void> {
  const empty = join(root, 'empty');
  const seeded = join(root, 'seeded');
  await prepareTestDataDir(empty, SUPERUSER, SERVER_ENV);
  await cp(empty, seeded, { recursive: true });
  const server = await startPocketBase({ dataDir: seeded, port: await freePort(), quiet: true, env: SERVER_ENV });
  try {
    await seedDemoData(await loggedInAdmin(server.url));
  } finally {
    await server.stop();
  }
  const failures = await serverErrors(seeded);
  // Its request log goes with every copy: it holds no server error.
  if (failures.length > 0) throw new Error(`Seeding answered with a server error (5xx):\n${failures.join('\n')}`);
}

/**
 * A real PocketBase with this project's migrations and hooks, on an empty temporary database,
 * or with the demo data (`seeded`, as `seedDemoData` makes it); `publicDir` is the site folder it
 * serves (a shell build), none by default; `env` adds settings for the hooks (e.g.
 * TJAS_BACKUP_CRON).
 */
export async function startTestPocketBase(
  options: { publicDir?: string; env?: Record<string, string>; seeded?: boolean } = {},
): Promise<TestPocketBase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tjas-pb-'));
  const templates = process.env[TEMPLATES_ENV];
  if (templates) await cp(join(templates, options.seeded ? 'seeded' : 'empty'), dataDir, { recursive: true });
  else await prepareTestDataDir(dataDir, SUPERUSER, SERVER_ENV);
  const port = await freePort();
  const { publicDir } = options;
  const env = { ...SERVER_ENV, ...options.env };
  let server = await startPocketBase({ dataDir, port, publicDir, quiet: true, env });
  const client = () => new PocketBase(server.url).autoCancellation(false);
  const admin = client();
  const allowed: RegExp[] = [];
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  if (options.seeded && !templates) await seedDemoData(admin);
  return {
    url: server.url,
    dataDir,
    admin,
    client,
    member: async (identity, password) => {
      const pb = client();
      await pb.collection('users').authWithPassword(identity, password, { expand: 'committees' });
      return pb;
    },
    kill: () => stopChild(server.child, 'SIGKILL'),
    restart: async () => {
      server = await startPocketBase({ dataDir, port, publicDir, quiet: true, env });
    },
    allowServerErrors: (path) => void allowed.push(path),
    stop: async () => {
      // A server a test killed (and did not restart) is not checked: the test checks its outcome.
      const running = server.child.exitCode === null && server.child.signalCode === null;
      await server.stop();
      const failures = (running ? await serverErrors(dataDir) : []).filter(
        (failure) => !allowed.some((path) => path.test(failure.split(' ')[1] ?? '')),
      );
      await rm(dataDir, { recursive: true, force: true });
      if (failures.length > 0)
        throw new Error(`PocketBase answered with a server error (5xx):\n${failures.join('\n')}`);
    },
  };
}
