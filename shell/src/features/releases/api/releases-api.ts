import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';

/** A section as the site runs it now (the `sections` collection). */
export interface LiveSectionRecord {
  id: string;
  name: string;
  label: string;
  prefix: string;
  order: number | null;
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
  action: 'release' | 'rollback' | 'remove' | 'place';
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

/** Where a section lives on the site; only admins choose it (the server refuses anyone else). */
export interface SectionPlace {
  label: string;
  prefix: string;
  /** Its place in the menu; `null`: after the sections that have one. */
  order: number | null;
}

/** Moves `section`, or puts it back on the site (with the newest version it had) when it was taken off. */
export async function placeSection(section: string, place: SectionPlace): Promise<void> {
  await getPocketBase().send(`/api/sections/${encodeURIComponent(section)}/place`, { method: 'POST', body: place });
}

/** Sections an admin took off the site (the newest entry of their log is a removal), newest first. */
export async function listRemovedSections(): Promise<SectionReleaseRecord[]> {
  const pb = getPocketBase();
  const [removals, live] = await Promise.all([
    pb.collection('section_releases').getFullList<SectionReleaseRecord>({
      batch: FULL_LIST_BATCH,
      filter: 'action = "remove"',
      sort: '-created,-id',
    }),
    listLiveSections(),
  ]);
  // A section that is live again, or removed more than once, is listed at most once.
  const listed = new Set(live.map((section) => section.name));
  const removed: SectionReleaseRecord[] = [];
  for (const removal of removals) {
    if (listed.has(removal.section)) continue;
    listed.add(removal.section);
    removed.push(removal);
  }
  return removed;
}
