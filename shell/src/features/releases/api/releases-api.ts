import { confirmPower, FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';

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
  action: 'release' | 'rollback' | 'remove' | 'place' | 'submit' | 'reject';
  version: string;
  origin: string;
  commit: string;
  releasedByName: string;
  approvedByName: string;
  /** Why its reviewer rejected a release. */
  note: string;
  /** A removal: where the section was (null in a log from before removals kept it). */
  place?: SectionPlace | null;
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

/** How one version did for members: how many loaded it, how many met an error, the first error. */
export interface VersionHealth {
  version: string;
  loads: number;
  errors: number;
  firstError: string;
}

/** Per version of `section`, from members' reports (the site rolls back a new version that fails too often). */
export async function getSectionHealth(section: string): Promise<Map<string, VersionHealth>> {
  const { versions } = await getPocketBase().send<{ versions: VersionHealth[] }>(
    `/api/tjas/secties/${encodeURIComponent(section)}/gezondheid`,
    {},
  );
  return new Map(versions.map((health) => [health.version, health]));
}

/** Switches `section` back to `version` (with the origin it was released to). */
export async function rollBack(section: string, version: string): Promise<void> {
  await getPocketBase().send(`/api/tjas/secties/${encodeURIComponent(section)}/terugzetten`, {
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

/**
 * Moves `section`, or puts it back on the site with `version` when it was taken off, after the
 * admin confirmed it with their password; false when they cancelled.
 */
export async function placeSection(section: string, place: SectionPlace, version = ''): Promise<boolean> {
  const headers = await confirmPower({ kind: 'sectie-plaats', section, ...place, version });
  if (!headers) return false;
  await getPocketBase().send(`/api/tjas/secties/${encodeURIComponent(section)}/plaatsen`, {
    method: 'POST',
    body: { ...place, ...(version ? { version } : {}) },
    headers,
  });
  return true;
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

/** How one file differs between the live version and the release that waits for review. */
export interface ReviewedFile {
  path: string;
  status: 'nieuw' | 'gewijzigd' | 'weg' | 'gelijk';
  /** Sizes in bytes (null: not in that version); built files only. */
  before?: number | null;
  after?: number | null;
  /** The texts to compare, of changed code, styles and data. */
  text?: { before: string | null; after: string | null };
  /** A changed code, style or data file too large to show here. */
  unshown?: boolean;
}

/** A section's own source file, from the source maps of the two versions. */
export interface ReviewedSource {
  path: string;
  status: ReviewedFile['status'];
  before?: string | null;
  after?: string | null;
}

/** The release that waits for review, and what it changes against the live version. */
export interface WaitingRelease {
  section: string;
  version: string;
  /** The id of the submission: an approval names the one its reviewer read. */
  submission: string;
  /** The place an admin's release asks for (a new section), or null: it goes where the section is. */
  place: SectionPlace | null;
  live: string;
  releasedBy: string;
  releasedByName: string;
  submittedAt: string;
  commit: string;
  files: ReviewedFile[];
  sources: ReviewedSource[];
}

/** The release of `section` that waits for review, or null when none waits. */
export function fetchWaitingRelease(section: string): Promise<WaitingRelease | null> {
  return getPocketBase().send<WaitingRelease | null>(`/api/tjas/secties/${encodeURIComponent(section)}/controle`, {
    method: 'GET',
  });
}

/**
 * Approves the release the reviewer read (`release.submission`), confirmed with their password:
 * it goes live. False when they cancelled.
 */
export async function approveRelease(
  release: Pick<WaitingRelease, 'section' | 'version' | 'submission'>,
): Promise<boolean> {
  const { section, version, submission } = release;
  const headers = await confirmPower({ kind: 'release-goedkeuren', section, version, submission });
  if (!headers) return false;
  await getPocketBase().send(`/api/tjas/secties/${encodeURIComponent(section)}/goedkeuren`, {
    method: 'POST',
    body: { version, submission },
    headers,
  });
  return true;
}

/** Refuses the release the reviewer read, with a note for whoever released it. */
export async function rejectRelease(
  release: Pick<WaitingRelease, 'section' | 'version' | 'submission'>,
  note: string,
): Promise<void> {
  const { section, version, submission } = release;
  await getPocketBase().send(`/api/tjas/secties/${encodeURIComponent(section)}/afkeuren`, {
    method: 'POST',
    body: { version, submission, note },
  });
}

/** Sections that are not on the site with a release waiting for review (an admin's new section), by name. */
export async function listNewSectionsInReview(): Promise<string[]> {
  const pb = getPocketBase();
  const [submits, live] = await Promise.all([
    pb.collection('section_releases').getFullList<SectionReleaseRecord>({
      batch: FULL_LIST_BATCH,
      filter: 'action = "submit"',
      fields: 'section',
    }),
    listLiveSections(),
  ]);
  const onSite = new Set(live.map((section) => section.name));
  const candidates = [...new Set(submits.map((submit) => submit.section))].filter((name) => !onSite.has(name)).sort();
  // Only those with a release that still waits (not one rejected, replaced, or of a section taken
  // off the site): a card with nothing to review would stay empty.
  const waiting = await Promise.all(candidates.map((name) => fetchWaitingRelease(name)));
  return candidates.filter((_, index) => waiting[index] !== null);
}
