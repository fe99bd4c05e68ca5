import type PocketBase from 'pocketbase';

/** bcrypt's lowest cost; PocketBase's default is 10 (a password field without a cost of its own). */
export const TEST_PASSWORD_COST = 4;

/**
 * Test servers hash passwords at bcrypt's lowest cost, as Django advises for tests: at
 * PocketBase's default each hash or login took ~87 ms of the server's processor, and the
 * integration files create ~2,000 members and log in ~350 times, the end-to-end tests ~300
 * (docs/testing.md). Nothing they test (who may log in, limits, sessions, tokens) depends on the
 * cost. Sites keep the default: migrations.test.ts checks that a migrated data folder sets none.
 *
 * `admin` is logged in as `superuser`; its password is set again so its own hash is a cheap one
 * too, and `admin` logs in again with it.
 */
export async function hashPasswordsCheaply(
  admin: PocketBase,
  superuser: { email: string; password: string },
): Promise<void> {
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
  await admin.collection('_superusers').authWithPassword(superuser.email, superuser.password);
}
