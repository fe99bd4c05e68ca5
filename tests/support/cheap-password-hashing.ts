import { freePort, prepareDataDir, startPocketBase, upsertSuperuser } from '@tjas/backend/pocketbase-process';
import PocketBase from 'pocketbase';

/** bcrypt's lowest cost; PocketBase's default is 10 (a password field without a cost of its own). */
export const TEST_PASSWORD_COST = 4;

/**
 * A new data folder for a test server: migrated, with `superuser`, and passwords hashed at
 * bcrypt's lowest cost, as Django advises for tests: at PocketBase's default each hash or login
 * took ~87 ms of the server's processor, and the integration files create ~2,000 members and log
 * in ~350 times, the end-to-end tests ~300 (docs/testing.md). Nothing they test (who may log in,
 * limits, sessions, tokens) depends on the cost. Sites keep the default: migrations.test.ts
 * checks that a migrated data folder sets none.
 *
 * The cost is a field option, set through PocketBase's API on a server started for it; the
 * superuser's password is set again so its own hash is a cheap one too.
 */
export async function prepareTestDataDir(
  dataDir: string,
  superuser: { email: string; password: string },
  env?: Record<string, string>,
): Promise<void> {
  await prepareDataDir(dataDir);
  await upsertSuperuser(dataDir, superuser.email, superuser.password);
  const server = await startPocketBase({ dataDir, port: await freePort(), quiet: true, env });
  try {
    const admin = new PocketBase(server.url).autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(superuser.email, superuser.password);
    for (const name of ['users', '_superusers']) {
      const collection = await admin.collections.getOne(name);
      const fields = collection.fields.map((field) =>
        field.type === 'password' ? { ...field, cost: TEST_PASSWORD_COST } : field,
      );
      await admin.collections.update(name, { fields });
    }
    const record = await admin
      .collection('_superusers')
      .getFirstListItem(admin.filter('email = {:email}', { email: superuser.email }));
    await admin
      .collection('_superusers')
      .update(record.id, { password: superuser.password, passwordConfirm: superuser.password });
  } finally {
    await server.stop();
  }
}
