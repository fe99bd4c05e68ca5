import {
  confirmPower,
  getPocketBase,
  type MemberChangesResponse,
  type UsersInvitationOptions,
  type UsersResponse,
} from '@tjas/auth';
import type { ListResult } from 'pocketbase';

export type MemberRecord = Pick<
  UsersResponse,
  'id' | 'collectionId' | 'collectionName' | 'name' | 'username' | 'email' | 'committees' | 'inactive'
> & {
  /** Whether the mail that invites a new member went out; '' for members from before invitations. */
  invitation: UsersInvitationOptions | '';
};

export type MemberChange = MemberChangesResponse & { expand?: { actor?: MemberRecord; member?: MemberRecord } };

export function searchMembers(query: string, page: number): Promise<ListResult<MemberRecord>> {
  const pb = getPocketBase();
  const q = query.trim();
  return pb.collection('users').getList<MemberRecord>(page, 30, {
    filter: q ? pb.filter('name ~ {:q} || username ~ {:q}', { q }) : '',
    sort: 'name',
  });
}

/**
 * Adds a member. The server replaces the password with a random one and mails the member a link
 * to choose their own (pb_hooks/board-actief.pb.js); the one sent here only satisfies the API.
 * A member with committees gets rights: the admin confirms that with their password first (null
 * when they cancel, and nothing is sent).
 */
export async function addMember(member: {
  name: string;
  username: string;
  email: string;
  committees: string[];
}): Promise<MemberRecord | null> {
  const headers =
    member.committees.length > 0
      ? await confirmPower({ kind: 'nieuw-lid', email: member.email, add: member.committees })
      : {};
  if (!headers) return null;
  const placeholder = crypto.randomUUID() + crypto.randomUUID();
  const users = getPocketBase().collection('users');
  const created = await users.create<MemberRecord>(
    { ...member, password: placeholder, passwordConfirm: placeholder, emailVisibility: false },
    { headers },
  );
  // The invitation is mailed after the member is saved, so only a second read tells whether it went out.
  return users.getOne<MemberRecord>(created.id);
}

/** Mails the invitation again; refused (503, Dutch message) while the mail server is down. */
export async function resendInvitation(id: string): Promise<void> {
  await getPocketBase().send(`/api/tjas/leden/${encodeURIComponent(id)}/uitnodiging`, { method: 'POST' });
}

/**
 * Changes `member`'s committees or whether they are active. What grants rights (a committee added,
 * the account active again) is confirmed with the admin's password first; null when they cancel,
 * and nothing is sent. Taking rights away needs no confirmation.
 */
export async function updateMember(
  member: MemberRecord,
  change: { committees?: string[]; inactive?: boolean },
): Promise<MemberRecord | null> {
  const add = (change.committees ?? []).filter((id) => !(member.committees ?? []).includes(id));
  const reactivate = member.inactive && change.inactive === false;
  const headers =
    add.length > 0 || reactivate ? await confirmPower({ kind: 'lid', member: member.id, add, reactivate }) : {};
  if (!headers) return null;
  return getPocketBase().collection('users').update<MemberRecord>(member.id, change, { headers });
}

export function listChanges(): Promise<ListResult<MemberChange>> {
  return getPocketBase()
    .collection('member_changes')
    .getList<MemberChange>(1, 20, { sort: '-created', expand: 'actor,member' });
}
