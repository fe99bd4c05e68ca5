import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { assertSectionContract, type SectionContract } from '@tjas/federation/section-contract';
import type { SectionRegistry, SectionRegistryEntry } from '@tjas/federation/section-registry';
import { federationName, SECTION_EXPOSE } from '@tjas/federation/shared-map';
import { retryOnce } from '../../../lib/retry-once.ts';
import { withTimeout } from '../../../lib/with-timeout.ts';
import { assertSharedCompatible } from './shared-compatibility.ts';

/** How long one attempt to load a section may take before it counts as failed. */
export const SECTION_LOAD_TIMEOUT_MS = 10_000;

let attempts = 0;

/**
 * The remote as the federation runtime registers it. After a failure the entry gets a fresh
 * query string: the browser keeps a module URL that never answered pending forever, so only a
 * new URL makes it ask the server again.
 */
function remoteOf(section: SectionRegistryEntry, retry = false) {
  const entry = new URL(section.entry, window.location.href);
  if (retry) entry.searchParams.set('poging', String(++attempts));
  return { name: federationName(section.name), entry: entry.href, type: 'module' as const };
}

/** Registers every known section before the first load, as the federation runtime expects. */
export function registerSections(registry: SectionRegistry): void {
  registerRemotes(registry.sections.map((section) => remoteOf(section)), { force: true });
}

const loaded = new Map<string, Promise<SectionContract>>();

/** Loads (once) a section's contract: timeout per attempt, one retry, then an error to show. */
export function loadSection(section: SectionRegistryEntry): Promise<SectionContract> {
  const cached = loaded.get(section.name);
  if (cached) return cached;
  const request = `${federationName(section.name)}/${SECTION_EXPOSE.slice(2)}`;
  const attempt = async () => {
    try {
      return await withTimeout(loadRemote<{ default: unknown }>(request), SECTION_LOAD_TIMEOUT_MS, `Sectie ${section.name} laadt niet.`);
    } catch (error) {
      // The runtime remembers a failed entry; registering it again makes the retry fetch anew.
      registerRemotes([remoteOf(section, true)], { force: true });
      throw error;
    }
  };
  const promise = assertSharedCompatible(section, remoteOf(section).entry)
    .then(() => retryOnce(attempt))
    .then((module) => assertSectionContract(module?.default, section.name));
  promise.catch(() => loaded.delete(section.name));
  loaded.set(section.name, promise);
  return promise;
}

/**
 * Starts loading a section the member is about to open (the pointer is on its link, a finger
 * touches it, the keyboard focuses it): a phone's touch comes ~100 ms before the click. Costs
 * nothing when the member goes on; a failure is shown only if the section is really opened.
 */
export function prefetchSection(section: SectionRegistryEntry): void {
  loadSection(section).catch(() => undefined);
}
