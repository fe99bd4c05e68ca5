import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';
import { receivingCommittee, SUBMISSION_KINDS, type SubmissionKind } from '@tjas/permissions/permission-table';
import { useAsync } from '@tjas/ui';

/**
 * The names of the committees that receive each kind of submission. The permission table names
 * committees by their stable key; the name members know them by is data, read from the server.
 */
export async function receivingCommitteeNames(): Promise<Record<SubmissionKind, string>> {
  const keys = (Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).map(receivingCommittee);
  const pb = getPocketBase();
  const found = await pb.collection('committees').getFullList<{ key: string; name: string }>({
    batch: FULL_LIST_BATCH,
    filter: keys.map((key, index) => pb.filter(`key = {:k${index}}`, { [`k${index}`]: key })).join(' || '),
    fields: 'key,name',
  });
  const names = new Map(found.map((committee) => [committee.key, committee.name]));
  return Object.fromEntries(
    (Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).map((kind) => [
      kind,
      names.get(receivingCommittee(kind)) ?? '',
    ]),
  ) as Record<SubmissionKind, string>;
}

/** "de PR-commissie" for a kind; "de commissie" while the name loads or when it cannot be read. */
export function useReceivingCommittee(kind: SubmissionKind): string {
  const [state] = useAsync(receivingCommitteeNames, 'receiving-committees');
  const name = state.status === 'ready' ? state.data[kind] : '';
  return name ? `de ${name}` : 'de commissie';
}
