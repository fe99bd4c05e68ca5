import { hasPermission, useSession } from '@tjas/auth';
import { PERMISSIONS, SUBMISSION_KINDS, type SubmissionKind } from '@tjas/permissions/permission-table';
import { useMemo } from 'react';

/** The kinds of submissions whose inbox the member may read and handle (admins: all). */
export function useHandledKinds(): SubmissionKind[] {
  const committees = useSession((state) => state.committees);
  return useMemo(
    () =>
      (Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).filter((kind) =>
        hasPermission(committees, PERMISSIONS[SUBMISSION_KINDS[kind].handledBy]),
      ),
    [committees],
  );
}
