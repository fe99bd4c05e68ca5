import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDataDir, startPocketBase, upsertSuperuser } from '@tjas/backend/pocketbase-process';
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
  /** A client logged in as the given member. */
  member(identity: string, password: string): Promise<PocketBase>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A real PocketBase with this project's migrations and hooks, on an empty temporary database. */
export async function startTestPocketBase(): Promise<TestPocketBase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tjas-pb-'));
  await prepareDataDir(dataDir);
  await upsertSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
  const port = await freePort();
  let server = await startPocketBase({ dataDir, port, quiet: true });
  const client = () => new PocketBase(server.url).autoCancellation(false);
  const admin = client();
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
      server = await startPocketBase({ dataDir, port, quiet: true });
    },
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
