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
import { afterAll, describe, expect, it } from 'vitest';
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

async function collectionsAfterCheckout(watchHooks: boolean): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'tjas-checkout-'));
  folders.push(root);
  const code = { migrationsDir: join(root, 'pb_migrations'), hooksDir: join(root, 'pb_hooks') };
  await cp(MIGRATIONS_DIR, code.migrationsDir, { recursive: true });
  await cp(HOOKS_DIR, code.hooksDir, { recursive: true });
  const dataDir = join(root, 'pb_data');
  await prepareDataDir(dataDir);
  await upsertSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
  const server = await startPocketBase({ dataDir, port: await freePort(), quiet: true, code, watchHooks });
  try {
    await checkoutOfNewVersion(code);
    // PocketBase notices a changed hook within a second and restarts in about as long.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const admin = new PocketBase(server.url);
    await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
    return (await admin.collections.getFullList()).map((collection) => collection.name);
  } finally {
    await server.stop();
  }
}

describe('a checkout while the site runs', () => {
  it('restarts nothing and migrates nothing in production (no hook watching)', async () => {
    expect(await collectionsAfterCheckout(false)).not.toContain('nieuwe_versie');
  }, 30_000);

  it('would have: a server that watches its hooks restarts and runs the new migration (the demo)', async () => {
    expect(await collectionsAfterCheckout(true)).toContain('nieuwe_versie');
  }, 30_000);
});
