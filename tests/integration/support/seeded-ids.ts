import type { TestPocketBase } from './test-pocketbase.ts';

/**
 * The ids of the demo data by their names: each member by username, each committee by name (the
 * two never share a name), for tests that build records pointing at them.
 */
export async function seededIds(pb: TestPocketBase): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const committee of await pb.admin.collection('committees').getFullList()) ids[committee['name']] = committee.id;
  for (const user of await pb.admin.collection('users').getFullList()) ids[user['username']] = user.id;
  return ids;
}
