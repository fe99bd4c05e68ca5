import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, prepareDataDir, startPocketBase, upsertSuperuser } from '@tjas/backend/pocketbase-process';
import PocketBase from 'pocketbase';

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

/** PocketBase writes its request log in batches, at the latest every 3 seconds. */
const LOG_FLUSH_MS = 3_500;

/**
 * Every request the server answered with a 5xx during a test file: no member input, however
 * wrong, may cause one (a bad request is a 4xx with a Dutch message). Checked when a test
 * server stops, so every integration test also tries this.
 */
async function serverErrors(admin: PocketBase): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS));
  const logs = await admin.logs.getList(1, 20, { filter: 'data.status >= 500', sort: 'created' }).catch(() => null);
  if (!logs) return []; // the server is gone (a test that kills it checks its own outcome)
  return logs.items.map(
    (log) => `${log.data['method']} ${log.data['url']} -> ${log.data['status']}: ${log.data['error'] ?? log.message}`,
  );
}

/**
 * A real PocketBase with this project's migrations and hooks, on an empty temporary database;
 * `publicDir` is the site folder it serves (a shell build), none by default; `env` adds settings
 * for the hooks (e.g. TJAS_BACKUP_CRON).
 */
export async function startTestPocketBase(
  options: { publicDir?: string; env?: Record<string, string> } = {},
): Promise<TestPocketBase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tjas-pb-'));
  await prepareDataDir(dataDir);
  await upsertSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
  const port = await freePort();
  const { publicDir } = options;
  // Members' mails are sent when a test asks (POST /api/tjas/mails/versturen), never by the
  // every-minute job in between, so a test sees exactly what it caused.
  const env = { TJAS_MAIL_JOB: 'off', ...options.env };
  let server = await startPocketBase({ dataDir, port, publicDir, quiet: true, env });
  const client = () => new PocketBase(server.url).autoCancellation(false);
  const admin = client();
  const allowed: RegExp[] = [];
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
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
    kill: () =>
      new Promise<void>((resolve) => {
        server.child.once('exit', () => resolve());
        server.child.kill('SIGKILL');
      }),
    restart: async () => {
      server = await startPocketBase({ dataDir, port, publicDir, quiet: true, env });
    },
    allowServerErrors: (path) => void allowed.push(path),
    stop: async () => {
      const failures = (await serverErrors(admin)).filter(
        (failure) => !allowed.some((path) => path.test(failure.split(' ')[1] ?? '')),
      );
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (failures.length > 0)
        throw new Error(`PocketBase answered with a server error (5xx):\n${failures.join('\n')}`);
    },
  };
}
