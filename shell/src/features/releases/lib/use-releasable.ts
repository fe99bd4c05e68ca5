import { hasPermission, useSession } from '@tjas/auth';
import { SECTION_RELEASES, sectionReleasers } from '@tjas/permissions/permission-table';
import { useCallback } from 'react';

/** Whether the member may release `section` (its committee's permission, or an admin). */
export function useMayRelease(): (section: string) => boolean {
  const committees = useSession((state) => state.committees);
  return useCallback((section: string) => hasPermission(committees, sectionReleasers(section)), [committees]);
}

/** Whether the member may release any section: who sees the sections page in the menu. */
export function useMayReleaseAny(): boolean {
  const mayRelease = useMayRelease();
  return Object.keys(SECTION_RELEASES).some(mayRelease);
}
