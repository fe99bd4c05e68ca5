import { FULL_LIST_BATCH, getPocketBase, type UsersResponse } from '@tjas/auth';
import type { Page } from '@tjas/ui';

/** A member as the directory lists them: name, photo and committees (shared details on their own page). */
export interface DirectoryMember {
  id: string;
  name: string;
  /** A small thumbnail, or '' for the initials. */
  face: string;
  committees: string[];
}

/** A member's page: what the directory lists, and what they chose to share. */
export interface DirectoryCard extends DirectoryMember {
  email?: string;
  phone?: string;
  study?: string;
  joinedYear?: number;
}

export interface DirectoryFilter {
  /** Part of the name; '' for everyone. */
  name: string;
  /** A committee's id; '' for every member. */
  committee: string;
}

const PAGE = 30;

function faceOf(member: UsersResponse, thumb: string): string {
  return member.avatar ? getPocketBase().files.getURL(member, member.avatar, { thumb }) : '';
}

/** The committees by id, for their names (members see every committee). */
export async function committeeNames(): Promise<Map<string, string>> {
  const committees = await getPocketBase()
    .collection('committees')
    .getFullList({ fields: 'id,name', sort: 'name', batch: FULL_LIST_BATCH });
  return new Map(committees.map((committee) => [committee.id, String(committee['name'])]));
}

function listed(member: UsersResponse, names: Map<string, string>, thumb: string): DirectoryMember {
  return {
    id: member.id,
    name: member.name || member.username,
    face: faceOf(member, thumb),
    // In the order of `names`, which the server sorted by name (committeeNames): sorting here by
    // the Dutch locale would load the browser's locale data (@tjas/ui amsterdam-clock.ts).
    committees: [...names].flatMap(([id, name]) => (member.committees?.includes(id) ? [name] : [])),
  };
}

/** One page of the active members (the server's rule leaves the others out), by name. */
export async function listMembers(
  filter: DirectoryFilter,
  page: number,
  names: Map<string, string>,
): Promise<Page<DirectoryMember>> {
  const pb = getPocketBase();
  const terms = [
    // Admins may list deactivated members (to reactivate them); the directory is of active ones.
    'inactive = false',
    filter.name.trim() ? pb.filter('(name ~ {:name} || username ~ {:name})', { name: filter.name.trim() }) : '',
    filter.committee ? pb.filter('committees ~ {:committee}', { committee: filter.committee }) : '',
  ].filter(Boolean);
  const result = await pb.collection('users').getList<UsersResponse>(page, PAGE, {
    filter: terms.join(' && '),
    sort: 'name,username',
    fields: 'id,collectionId,collectionName,name,username,avatar,committees',
  });
  return {
    items: result.items.map((member) => listed(member, names, '96x96')),
    page: result.page,
    totalPages: result.totalPages,
  };
}

/**
 * A member's page: the record as the server serves it to this viewer, which holds only what the
 * member shares, except on their own page: the server gives a member all of their own details,
 * so those are narrowed to what they share, as the others see it.
 */
export async function getMemberCard(id: string, names: Map<string, string>): Promise<DirectoryCard> {
  const pb = getPocketBase();
  const member = await pb.collection('users').getOne<UsersResponse>(id);
  const own = pb.authStore.record?.id === member.id;
  const shows = (field: 'phone' | 'study' | 'joined_year') => !own || (member.shared ?? []).includes(field);
  return {
    ...listed(member, names, '256x256'),
    email: (!own || member.emailVisibility) && member.email ? member.email : undefined,
    phone: shows('phone') ? member.phone || undefined : undefined,
    study: shows('study') ? member.study || undefined : undefined,
    joinedYear: shows('joined_year') ? member.joined_year || undefined : undefined,
  };
}
