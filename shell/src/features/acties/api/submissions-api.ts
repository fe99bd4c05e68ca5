import {
  getPocketBase,
  type SubmissionsResponse,
  type SubmissionsStatusOptions,
  type CommitteesResponse,
  type UsersResponse,
} from '@tjas/auth';
import type { SubmissionKind } from '@tjas/permissions/permission-table';
import type { ListResult } from 'pocketbase';

export type SubmissionStatus = SubmissionsStatusOptions;

export type SubmissionRecord = SubmissionsResponse & {
  expand?: {
    committee?: Pick<CommitteesResponse, 'id' | 'name'>;
    submitter?: Pick<UsersResponse, 'id' | 'name' | 'username'>;
  };
};

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  nieuw: 'Nieuw',
  in_behandeling: 'In behandeling',
  afgehandeld: 'Afgehandeld',
};

export function createSubmission(body: FormData): Promise<SubmissionRecord> {
  return getPocketBase().collection('submissions').create<SubmissionRecord>(body, { expand: 'committee' });
}

export function listMySubmissions(userId: string, page = 1): Promise<ListResult<SubmissionRecord>> {
  const pb = getPocketBase();
  return pb.collection('submissions').getList<SubmissionRecord>(page, 30, {
    filter: pb.filter('submitter = {:userId}', { userId }),
    sort: '-created',
    expand: 'committee',
  });
}

/** What was sent about the given kinds (the server only returns what the member may read), newest first. */
export function listInbox(kinds: readonly SubmissionKind[], status: SubmissionStatus | '', page: number) {
  const pb = getPocketBase();
  const filters = [`(${kinds.map((kind) => pb.filter('kind = {:kind}', { kind })).join(' || ') || 'id = ""'})`];
  if (status) filters.push(pb.filter('status = {:status}', { status }));
  return pb.collection('submissions').getList<SubmissionRecord>(page, 30, {
    filter: filters.join(' && '),
    sort: '-created',
    expand: 'committee,submitter',
  });
}

export function updateSubmission(id: string, change: { status: SubmissionStatus; response: string }) {
  return getPocketBase()
    .collection('submissions')
    .update<SubmissionRecord>(id, change, { expand: 'committee,submitter' });
}

/** A short-lived URL of a protected attachment, for members allowed to read the submission. */
export async function attachmentUrl(record: SubmissionRecord): Promise<string> {
  const pb = getPocketBase();
  const token = await pb.files.getToken();
  return pb.files.getURL(record, record.attachment, { token });
}
