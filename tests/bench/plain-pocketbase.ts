import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOKS_DIR } from '@tjas/backend/paths';
import { runPocketBaseCommand, startPocketBase } from '@tjas/backend/pocketbase-process';
import PocketBase from 'pocketbase';

/**
 * A plain PocketBase of the same version as the site's, beside it: no migrations, no site, and of
 * the site's hooks only the database pool's, which runs once at the start (no request passes
 * JavaScript); started as the site's (the same GOGC and query timeout). What the site's own code
 * costs a request is the difference between the two on the same list (issue #33, "the API's own cost").
 */
export interface PlainPocketBase {
  url: string;
  stop: () => Promise<void>;
}

/** The site's hook that keeps the data database's free connections (its comment says why). */
const POOL_HOOK = 'database-pool.pb.js';

const SUPERUSER = { email: 'kaal@tjas.example', password: 'kaal-pocketbase-2026' };

export async function startPlainPocketBase(port: number): Promise<PlainPocketBase> {
  const folder = await mkdtemp(join(tmpdir(), 'tjas-plain-pb-'));
  const code = { migrationsDir: join(folder, 'pb_migrations'), hooksDir: join(folder, 'pb_hooks') };
  await Promise.all([mkdir(code.migrationsDir), mkdir(code.hooksDir)]);
  await copyFile(join(HOOKS_DIR, POOL_HOOK), join(code.hooksDir, POOL_HOOK));
  const dataDir = join(folder, 'pb_data');
  await runPocketBaseCommand(['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password], dataDir, code);
  // The same start as the site's (GOGC, query timeout, no automigrate), without the site's code.
  const server = await startPocketBase({ dataDir, port, quiet: true, code });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export async function plainSuperuser(url: string): Promise<PocketBase> {
  const admin = new PocketBase(url);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return admin;
}

/** A new member of auth collection `collection` at `admin`'s PocketBase, logged in: its token. */
async function newMemberToken(admin: PocketBase, collection: string): Promise<string> {
  const email = 'lid@kaal.example';
  const password = 'kaal-lid-2026';
  await admin.collection(collection).create({ email, password, passwordConfirm: password, verified: true });
  const member = new PocketBase(admin.baseURL);
  await member.collection(collection).authWithPassword(email, password);
  return member.authStore.token;
}

/** A member of the plain PocketBase (its own `users` collection), logged in: its token. */
export function plainMemberToken(admin: PocketBase): Promise<string> {
  return newMemberToken(admin, 'users');
}

/**
 * A member of a new auth collection on the site with no fields beyond an auth collection's own:
 * PocketBase loads a request's auth record and exports every field of it for the request's rules,
 * so a member of the site's `users` (21 fields) costs each request more than one with an auth
 * collection's own fields only (BENCHMARKS.md, "What a member's record costs").
 */
export async function leanMemberToken(admin: PocketBase): Promise<string> {
  const collection = 'bench_lean_members';
  await admin.collections.create({
    name: collection,
    type: 'auth',
    passwordAuth: { enabled: true, identityFields: ['email'] },
    fields: [],
  });
  return newMemberToken(admin, collection);
}
