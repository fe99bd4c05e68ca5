import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';
import type { RecordModel } from 'pocketbase';

export type GroupKind = 'dispuut' | 'orgaan';

export interface GroupRecord extends RecordModel {
  name: string;
  kind: GroupKind;
  description: string;
  members: string[];
  expand?: { members?: (RecordModel & { name: string; username: string })[] };
}

export function listGroups(kind: GroupKind): Promise<GroupRecord[]> {
  const pb = getPocketBase();
  return pb.collection('groups').getFullList<GroupRecord>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('kind = {:kind}', { kind }),
    sort: 'name',
    expand: 'members',
  });
}
