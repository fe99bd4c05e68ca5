import { fetchWithRetry } from '@tjas/auth';
import { parseSectionRegistry, SECTION_REGISTRY_PATH } from '@tjas/federation/section-registry';
import { markUpdate } from './pending-update.ts';

/** The site checks for a new build every hour. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

export interface RunningVersions {
  buildId: string;
  /** Section name -> version this page registered at start-up. */
  sections: ReadonlyMap<string, string>;
}

async function json(url: string): Promise<unknown> {
  const response = await fetchWithRetry(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * What is newer on the server than on this page: a shell build (latest.json, confirmed by its
 * meta file, so a half-finished upload is not taken for a release) or a section version.
 */
export async function findUpdate(running: RunningVersions): Promise<string | null> {
  const latest = (await json('/builds/latest.json')) as { id?: unknown };
  if (typeof latest.id === 'string' && latest.id !== running.buildId) {
    const meta = (await json(`/builds/meta/${encodeURIComponent(latest.id)}.json`)) as { id?: unknown };
    if (meta.id === latest.id) return `nieuwe versie van de site (${latest.id})`;
  }
  const registry = parseSectionRegistry(await json(SECTION_REGISTRY_PATH));
  for (const section of registry.sections) {
    const version = running.sections.get(section.name);
    if (version !== undefined && version !== section.version)
      return `nieuwe versie van ${section.label} (${section.version})`;
  }
  return null;
}

/**
 * Checks every hour; something newer is marked as pending (pending-update.ts), never reloaded
 * over the page the member is using.
 */
export function startUpdateCheck(running: RunningVersions, intervalMs: number = UPDATE_CHECK_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    findUpdate(running).then(
      (update) => update && markUpdate(update),
      (error: unknown) => console.warn('Controle op een nieuwe versie mislukt', error),
    );
  }, intervalMs);
  return () => clearInterval(timer);
}
