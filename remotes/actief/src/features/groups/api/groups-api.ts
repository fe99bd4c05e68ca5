import {
  FULL_LIST_BATCH,
  getPocketBase,
  type GroupsKindOptions,
  type GroupsResponse,
  type UsersResponse,
} from '@tjas/auth';

export type GroupKind = GroupsKindOptions;

export type GroupRecord = GroupsResponse & { expand?: { members?: Pick<UsersResponse, 'id' | 'name' | 'username'>[] } };

export function listGroups(kind: GroupKind): Promise<GroupRecord[]> {
  const pb = getPocketBase();
  return pb.collection('groups').getFullList<GroupRecord>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('kind = {:kind}', { kind }),
    sort: 'name',
    expand: 'members',
  });
}
