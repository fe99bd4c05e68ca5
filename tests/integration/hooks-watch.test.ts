import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOKS_DIR, MIGRATIONS_DIR } from '@tjas/backend/paths';
import {
  freePort,
  prepareDataDir,
  startPocketBase,
  upsertSuperuser,
  type CodeFolders,
} from '@tjas/backend/pocketbase-process';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPERUSER } from './support/test-pocketbase.ts';

// A `git checkout` of a new version changes the hooks and adds migrations while the site runs.
// Production PocketBase does not watch its hooks, so nothing restarts and nothing is migrated
// until the upgrade restarts it (after its copy of the data); the demo follows hook edits.

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function checkoutOfNewVersion(code: CodeFolders): Promise<void> {
  await writeFile(
    join(code.migrationsDir, '1999000000_nieuwe_versie.js'),
    "migrate((app) => { app.save(new Collection({ type: 'base', name: 'nieuwe_versie', fields: [] })); });\n",
  );
  await writeFile(join(code.hooksDir, 'sections.pb.js'), '\n', { flag: 'a' });
}

interface RunningCheckout {
  collections(): Promise<string[]>;
  stop(): Promise<void>;
}

/** A server on a copy of today's migrations and hooks, started before the checkout. */
async function runningCheckout(watchHooks: boolean): Promise<RunningCheckout & { code: CodeFolders }> {
  const root = await mkdtemp(join(tmpdir(), 'tjas-checkout-'));
  folders.push(root);
  const code = { migrationsDir: join(root, 'pb_migrations'), hooksDir: join(root, 'pb_hooks') };
  await cp(MIGRATIONS_DIR, code.migrationsDir, { recursive: true });
  await cp(HOOKS_DIR, code.hooksDir, { recursive: true });
  const dataDir = join(root, 'pb_data');
  await prepareDataDir(dataDir);
  await upsertSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
  const server = await startPocketBase({ dataDir, port: await freePort(), quiet: true, code, watchHooks });
  return {
    code,
    stop: () => server.stop(),
    collections: async () => {
      const admin = new PocketBase(server.url);
      await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
      return (await admin.collections.getFullList()).map((collection) => collection.name);
    },
  };
}

// Both servers get the same checkout at the same moment. The watching one shows when a change
// has been noticed and acted on; only after that does the other one's answer prove anything.
let production: string[] = [];
let demo: string[] = [];
beforeAll(async () => {
  const servers = await Promise.all([runningCheckout(false), runningCheckout(true)]);
  try {
    await Promise.all(servers.map((server) => checkoutOfNewVersion(server.code)));
    const [withoutWatch, withWatch] = servers;
    demo = await vi.waitFor(
      async () => {
        const names = await withWatch!.collections();
        if (!names.includes('nieuwe_versie')) throw new Error('nog niet herstart');
        return names;
      },
      { timeout: 20_000, interval: 250 },
    );
    production = await withoutWatch!.collections();
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}, 60_000);

describe('a checkout while the site runs', () => {
  it('restarts nothing and migrates nothing in production (no hook watching)', () => {
    expect(production).toContain('events');
    expect(production).not.toContain('nieuwe_versie');
  });

  it('would have: a server that watches its hooks restarts and runs the new migration (the demo)', () => {
    expect(demo).toContain('nieuwe_versie');
  });
});
