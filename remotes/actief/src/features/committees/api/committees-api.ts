import {
  FULL_LIST_BATCH,
  getPocketBase,
  type CommitteesResponse,
  type UsersResponse,
  type CommitteeInterestResponse,
} from '@tjas/auth';
import type { ListResult } from 'pocketbase';

export type CommitteeRecord = CommitteesResponse;

export type MemberSummary = Pick<
  UsersResponse,
  'id' | 'collectionId' | 'collectionName' | 'name' | 'username' | 'committees' | 'avatar'
>;

export type InterestRecord = CommitteeInterestResponse & {
  expand?: { member?: MemberSummary; committees?: CommitteeRecord[] };
};

export interface CommitteesWithMembers {
  committees: CommitteeRecord[];
  members: Map<string, MemberSummary[]>;
}

/** Every committee, by name. */
export function listCommittees(): Promise<CommitteeRecord[]> {
  return getPocketBase()
    .collection('committees')
    .getFullList<CommitteeRecord>({ batch: FULL_LIST_BATCH, sort: 'name' });
}

/** Every committee with its members, in two requests (members are grouped in the browser). */
export async function listCommitteesWithMembers(): Promise<CommitteesWithMembers> {
  const pb = getPocketBase();
  const [committees, users] = await Promise.all([
    listCommittees(),
    pb.collection('users').getFullList<MemberSummary>({
      batch: FULL_LIST_BATCH,
      fields: 'id,name,username,committees,avatar',
      filter: 'inactive = false',
      sort: 'name',
    }),
  ]);
  const members = new Map<string, MemberSummary[]>();
  for (const user of users) {
    for (const committee of user.committees ?? []) members.set(committee, [...(members.get(committee) ?? []), user]);
  }
  return { committees, members };
}

export function sendInterest(committees: readonly string[], motivation: string): Promise<InterestRecord> {
  return getPocketBase().collection('committee_interest').create<InterestRecord>({ committees, motivation });
}

/** What the member may read: their own submissions and those meant for their committees. */
export function listInterest(page: number): Promise<ListResult<InterestRecord>> {
  return getPocketBase()
    .collection('committee_interest')
    .getList<InterestRecord>(page, 30, { sort: '-created', expand: 'member,committees' });
}

/** A member's profile photo as a small thumbnail, '' when they have none (their initials show then). */
export function avatarThumb(member: Pick<MemberSummary, 'id' | 'avatar'>): string {
  if (!member.avatar) return '';
  return getPocketBase().files.getURL({ ...member, collectionName: 'users' }, member.avatar, { thumb: '96x96' });
}
