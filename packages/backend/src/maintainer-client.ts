import PocketBase from 'pocketbase';
import { loadEnvFile } from './env-file.ts';
import { DEMO_SUPERUSER_PASSWORD } from './superuser-password.ts';

/**
 * The maintainer's commands (backup, restore, admin:create) talk to the running site as its
 * superuser, with the settings the site runs with: PB_URL (default http://127.0.0.1:$PORT, the
 * address PocketBase listens on behind the proxy) and PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD
 * (the demo's defaults when unset). TJAS_ENV_FILE is loaded first (env-file.ts).
 */
export async function connectAsSuperuser(env: NodeJS.ProcessEnv = process.env): Promise<PocketBase> {
  loadEnvFile(env);
  const admin = new PocketBase(env['PB_URL'] ?? `http://127.0.0.1:${env['PORT'] ?? 8090}`);
  admin.autoCancellation(false);
  await admin
    .collection('_superusers')
    .authWithPassword(
      env['PB_SUPERUSER_EMAIL'] ?? 'beheer@tjas.example',
      env['PB_SUPERUSER_PASSWORD'] ?? DEMO_SUPERUSER_PASSWORD,
    );
  return admin;
}
