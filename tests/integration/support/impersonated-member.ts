import type PocketBase from 'pocketbase';

export interface ImpersonatedMember {
  id: string;
  client: PocketBase;
}

/**
 * A new member `username` (e-mail `username@test.example`, display name `name`, and `fields`),
 * with a client logged in as them. Impersonation gives each a real token without a password hash
 * per member; the client cancels none of its requests, as tests send many at once.
 */
export async function impersonatedMember(
  admin: PocketBase,
  username: string,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<ImpersonatedMember> {
  const record = await admin.collection('users').create({
    email: `${username}@test.example`,
    username,
    name,
    password: 'wachtwoord-2026',
    passwordConfirm: 'wachtwoord-2026',
    verified: true,
    ...fields,
  });
  const client = await admin.collection('users').impersonate(record.id, 3600);
  client.autoCancellation(false);
  return { id: record.id, client };
}
