import type { PowerChange } from '@tjas/auth';
import type { ReleaseFile } from './release-files.ts';
import type { SectionMeta } from '@tjas/federation/section-package';

/** The site refused a release or rollback; `problems` are its reasons, in Dutch. */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
  constructor(
    readonly status: number,
    readonly problems: string[],
  ) {
    super(problems.join('\n'));
  }
}

export interface ReleaseResult {
  section: string;
  version: string;
  entry: string;
  origin: string;
  size: number;
  files: number;
  releasedAt: string;
  pruned?: string[];
  /** The version was already live from the same origin (or already waited for review): nothing was changed or recorded. */
  unchanged?: boolean;
  /** `review`: the release waits until a second person with release rights, or an admin, approves it. */
  status?: 'review';
  /** The id of the release that waits for review. */
  submission?: string;
  /** Of an approval: who released it and who approved it. */
  releasedByName?: string;
  approvedByName?: string;
}

/** Where and as whom: the site's URL and a login token (a member's, or the maintainer's). */
export interface SiteSession {
  site: string;
  token: string;
}

export interface ReleaseUpload {
  /** The section's package entry: its name, and the place its package proposes (`label`, `prefix`, `order`). */
  meta: SectionMeta;
  /**
   * Ask the site to put the section at the place of `meta`. Only an admin or the maintainer may
   * choose a section's place (a new section's first release, or moving one); a committee's
   * release leaves this out and goes where the site has the section.
   */
  withPlace?: boolean;
  version: string;
  files: readonly ReleaseFile[];
  /** The commit the build was made from, recorded with the release. */
  commit?: string;
  /** Another origin that serves this version's files (`https://secties.example`). */
  origin?: string;
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { message?: string; data?: { problems?: unknown } } | null;
  if (response.ok) return body as T;
  const problems = Array.isArray(body?.data?.problems)
    ? body.data.problems.map(String)
    : [body?.message ?? `HTTP ${response.status}`];
  throw new ReleaseRefused(response.status, problems);
}

const url = (session: SiteSession, path: string) => `${session.site.replace(/\/$/, '')}${path}`;

/**
 * Uploads a build; the site checks it and switches to it (or keeps it for review), or refuses it
 * and changes nothing. A release `withPlace` carries a `confirmation` of that place (admins).
 */
export async function uploadRelease(
  session: SiteSession,
  upload: ReleaseUpload,
  confirmation?: string,
): Promise<ReleaseResult> {
  const form = new FormData();
  const { name, label, prefix, order } = upload.meta;
  const place = upload.withPlace ? { label, prefix, order } : {};
  form.set(
    'release',
    JSON.stringify({ version: upload.version, ...place, commit: upload.commit, origin: upload.origin }),
  );
  // Multipart file names lose their folders: the paths travel beside the files, in order.
  form.set('paths', JSON.stringify(upload.files.map((file) => file.path)));
  for (const file of upload.files)
    form.append('files', new Blob([new Uint8Array(file.content)]), file.path.split('/').at(-1));
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(name)}/uitbrengen`), {
    method: 'POST',
    headers: { Authorization: session.token, ...confirmed(confirmation) },
    body: form,
  });
  return answer<ReleaseResult>(response);
}

/** Goes back to `version`, or to the version before the live one. */
export async function rollbackRelease(session: SiteSession, name: string, version?: string): Promise<ReleaseResult> {
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(name)}/terugzetten`), {
    method: 'POST',
    headers: { Authorization: session.token, 'Content-Type': 'application/json' },
    body: JSON.stringify(version ? { version } : {}),
  });
  return answer<ReleaseResult>(response);
}

/**
 * Exchanges the member's `password` for a confirmation of `change` (approving a release, placing
 * a section, taking it off the site, as @tjas/auth names them): valid for one minute, once. The
 * maintainer (a superuser session) needs none.
 */
export async function confirmChange(session: SiteSession, change: PowerChange, password: string): Promise<string> {
  const response = await fetch(url(session, '/api/tjas/bevestigingen'), {
    method: 'POST',
    headers: { Authorization: session.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ change, password }),
  });
  return (await answer<{ confirmation: string }>(response)).confirmation;
}

const confirmed = (confirmation: string | undefined): Record<string, string> =>
  confirmation ? { 'X-Tjas-Bevestiging': confirmation } : {};

/** How one file or source differs between the live version and the release that waits. */
export interface ReviewedChange {
  path: string;
  status: 'nieuw' | 'gewijzigd' | 'weg' | 'gelijk';
  before?: number | string | null;
  after?: number | string | null;
  /** A changed code file too large to show: the reviewer reads it in the build itself. */
  unshown?: boolean;
}

/** The release that waits for review, as its reviewer reads it. */
export interface WaitingRelease {
  section: string;
  version: string;
  /** The submission's id: an approval names the one its reviewer read. */
  submission: string;
  /** The id of the member who released it ('' for the maintainer). */
  releasedBy: string;
  releasedByName: string;
  live: string;
  place: { label: string; prefix: string; order?: number | null } | null;
  files: ReviewedChange[];
  sources: ReviewedChange[];
}

/** The release of `name` that waits for review, with what it changes, or null when none waits. */
export async function waitingRelease(session: SiteSession, name: string): Promise<WaitingRelease | null> {
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(name)}/controle`), {
    headers: { Authorization: session.token },
  });
  return answer<WaitingRelease | null>(response);
}

/** How a version did for members (their shells report it): loaded by, errors, the first one. */
export interface VersionHealth {
  version: string;
  loads: number;
  errors: number;
  firstError: string;
}

/** Per version of `name`, as the site counted members' reports. */
export async function sectionHealth(session: SiteSession, name: string): Promise<VersionHealth[]> {
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(name)}/gezondheid`), {
    headers: { Authorization: session.token },
  });
  return (await answer<{ versions: VersionHealth[] }>(response)).versions;
}

/**
 * Approves the release its reviewer read (`release.submission`, which waits for review), with a
 * `confirmation` of that approval: it goes live.
 */
export async function approveRelease(
  session: SiteSession,
  release: Pick<WaitingRelease, 'section' | 'version' | 'submission'>,
  confirmation?: string,
): Promise<ReleaseResult> {
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(release.section)}/goedkeuren`), {
    method: 'POST',
    headers: { Authorization: session.token, 'Content-Type': 'application/json', ...confirmed(confirmation) },
    body: JSON.stringify({ version: release.version, submission: release.submission }),
  });
  return answer<ReleaseResult>(response);
}

/** Refuses the release of `name` that waits for review, with a `note` for whoever made it. */
export async function rejectRelease(
  session: SiteSession,
  name: string,
  version?: string,
  note?: string,
): Promise<{ section: string; version: string }> {
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(name)}/afkeuren`), {
    method: 'POST',
    headers: { Authorization: session.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...(version ? { version } : {}), ...(note ? { note } : {}) }),
  });
  return answer<{ section: string; version: string }>(response);
}

/** Where a section lives on the site: its menu name, path and order (`undefined`: last). */
export interface SectionPlace {
  label: string;
  prefix: string;
  order?: number;
}

/**
 * Moves `name` to `place`, or puts it back on the site when it was taken off, with `version` or
 * the newest version it had (admins only).
 */
export async function placeSection(
  session: SiteSession,
  name: string,
  place: SectionPlace,
  version?: string,
  confirmation?: string,
): Promise<SectionPlace & { version: string }> {
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(name)}/plaatsen`), {
    method: 'POST',
    headers: { Authorization: session.token, 'Content-Type': 'application/json', ...confirmed(confirmation) },
    body: JSON.stringify({ ...place, order: place.order ?? null, ...(version ? { version } : {}) }),
  });
  return answer<SectionPlace & { version: string }>(response);
}

/** Takes `name` off the site (admins only, with a `confirmation` of that); its versions and history stay. */
export async function removeSection(
  session: SiteSession,
  name: string,
  confirmation?: string,
): Promise<{ section: string; version: string }> {
  const response = await fetch(url(session, `/api/tjas/secties/${encodeURIComponent(name)}/weghalen`), {
    method: 'POST',
    headers: { Authorization: session.token, ...confirmed(confirmation) },
  });
  return answer<{ section: string; version: string }>(response);
}
