import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { assertSectionContract, type SectionContract } from '@tjas/federation/section-contract';
import type { SectionRegistry, SectionRegistryEntry } from '@tjas/federation/section-registry';
import { federationName, SECTION_EXPOSE } from '@tjas/federation/shared-map';
import { retryOnce } from '../../../lib/retry-once.ts';
import { withTimeout } from '../../../lib/with-timeout.ts';

/** How long one attempt to load a section may take before it counts as failed. */
export const SECTION_LOAD_TIMEOUT_MS = 10_000;

/** Registers every known section before the first load, as the federation runtime expects. */
export function registerSections(registry: SectionRegistry): void {
  registerRemotes(
    registry.sections.map((section) => ({
      name: federationName(section.name),
      entry: new URL(section.entry, window.location.href).href,
      type: 'module',
    })),
    { force: true },
  );
}

const loaded = new Map<string, Promise<SectionContract>>();

/** Loads (once) a section's contract: timeout per attempt, one retry, then an error to show. */
export function loadSection(section: SectionRegistryEntry): Promise<SectionContract> {
  const cached = loaded.get(section.name);
  if (cached) return cached;
  const request = `${federationName(section.name)}/${SECTION_EXPOSE.slice(2)}`;
  const promise = retryOnce(() =>
    withTimeout(loadRemote<{ default: unknown }>(request), SECTION_LOAD_TIMEOUT_MS, `Sectie ${section.name} laadt niet.`),
  ).then((module) => assertSectionContract(module?.default, section.name));
  promise.catch(() => loaded.delete(section.name));
  loaded.set(section.name, promise);
  return promise;
}
