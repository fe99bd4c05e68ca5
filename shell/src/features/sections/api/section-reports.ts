import { getPocketBase } from '@tjas/auth';
import { DEV_VERSION, type SectionRegistryEntry } from '@tjas/federation/section-registry';

/**
 * Tells the site how a section's version does for this member (the site counts each member once
 * per version, and rolls back a new version that fails for too many of them): that it loaded,
 * or the first line of the error it met while loading or rendering. Once per version and kind
 * per page; a report that does not arrive is dropped, it never bothers the member.
 */
const sent = new Set<string>();

export function reportSection(section: Pick<SectionRegistryEntry, 'name' | 'version'>, error?: unknown): void {
  // A section served by dev:section is its volunteer's work in progress, no version of the site's.
  if (section.version === DEV_VERSION) return;
  const fout = error === undefined ? '' : firstLine(error);
  const key = `${section.name}@${section.version}:${fout ? 'fout' : 'geladen'}`;
  if (sent.has(key)) return;
  sent.add(key);
  void getPocketBase()
    .send(`/api/tjas/secties/${encodeURIComponent(section.name)}/meldingen`, {
      method: 'POST',
      body: { version: section.version, ...(fout ? { fout } : {}) },
      requestKey: null,
    })
    .catch(() => undefined);
}

// What a failing network looks like (a timeout, a refused or dropped connection, a module the
// browser could not fetch): not the version's fault, so not counted against it.
const NETWORK =
  /laadt niet|Failed to fetch|NetworkError|Load failed|dynamically imported module|Importing a module script failed/i;

/** Whether a load failure says something about the version's code, rather than the connection. */
export function isCodeError(error: unknown): boolean {
  return !NETWORK.test(firstLine(error));
}

/** The error's first line, short: no stack, nothing of the member's page. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0]!.trim().slice(0, 300) || 'Onbekende fout';
}
