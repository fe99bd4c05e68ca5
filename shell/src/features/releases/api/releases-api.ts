import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';

/** A section as the site runs it now (the `sections` collection). */
export interface LiveSectionRecord {
  id: string;
  name: string;
  label: string;
  version: string;
  origin: string;
  rollbackVersion: string;
  releasedAt: string;
  releasedByName: string;
}

/** One release or rollback in a section's log (`section_releases`). */
export interface SectionReleaseRecord {
  id: string;
  section: string;
  action: 'release' | 'rollback' | 'remove';
  version: string;
  origin: string;
  commit: string;
  releasedByName: string;
  created: string;
}

/** How many log entries the page shows per section. */
export const HISTORY_SHOWN = 20;

export async function listLiveSections(): Promise<LiveSectionRecord[]> {
  return getPocketBase()
    .collection('sections')
    .getFullList<LiveSectionRecord>({ batch: FULL_LIST_BATCH, sort: 'order,name' });
}

/** The newest entries of a section's log; the server shows it only to who may release the section. */
export async function listReleases(section: string): Promise<SectionReleaseRecord[]> {
  const pb = getPocketBase();
  const page = await pb.collection('section_releases').getList<SectionReleaseRecord>(1, HISTORY_SHOWN, {
    filter: pb.filter('section = {:section}', { section }),
    sort: '-created,-id',
    skipTotal: true,
  });
  return page.items;
}

/** Switches `section` back to `version` (with the origin it was released to). */
export async function rollBack(section: string, version: string): Promise<void> {
  await getPocketBase().send(`/api/sections/${encodeURIComponent(section)}/rollback`, {
    method: 'POST',
    body: { version },
  });
}
