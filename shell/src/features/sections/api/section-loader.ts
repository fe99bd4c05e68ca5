import { assertSectionContract, type SectionContract } from '@tjas/federation/section-contract';
import type { SectionRegistryEntry } from '@tjas/federation/section-registry';
import { retryOnce } from '../../../lib/retry-once.ts';
import { withTimeout } from '../../../lib/with-timeout.ts';
import { fetchSectionManifest, sectionFiles } from './section-manifest.ts';
import { assertSharedCompatible } from './shared-compatibility.ts';
import { addStyleSheet } from './style-sheet.ts';

/** How long one attempt to load a section may take before it counts as failed. */
export const SECTION_LOAD_TIMEOUT_MS = 10_000;

let attempts = 0;

/**
 * The module URL of an attempt. After a failure the module gets a fresh query string: the
 * browser keeps a module URL that failed or never answered in its module map, so only a new
 * URL makes it ask the server again.
 */
function attemptUrl(module: string, retry: boolean): string {
  if (!retry) return module;
  const url = new URL(module);
  url.searchParams.set('poging', String(++attempts));
  return url.href;
}

const loaded = new Map<string, Promise<SectionContract>>();

/**
 * Loads (once) a section's contract: its manifest (the registry's entry), the check that the
 * shell can serve the shared packages it asks for, then its module and styles. Each step has a
 * timeout per attempt and one retry; what still fails is an error the section's page shows.
 */
export function loadSection(section: SectionRegistryEntry): Promise<SectionContract> {
  const cached = loaded.get(section.name);
  if (cached) return cached;
  const manifestUrl = new URL(section.entry, window.location.href).href;
  const timeout = <T>(promise: Promise<T>) =>
    withTimeout(promise, SECTION_LOAD_TIMEOUT_MS, `Sectie ${section.name} laadt niet.`);
  const promise = (async () => {
    const manifest = await retryOnce(() => timeout(fetchSectionManifest(manifestUrl)));
    assertSharedCompatible(section, manifest.shared);
    const files = sectionFiles(manifest, manifestUrl);
    const module = await retryOnce(async (retry) => {
      const url = attemptUrl(files.module, retry);
      const [exports] = await timeout(
        Promise.all([
          import(/* @vite-ignore */ url) as Promise<{ default?: unknown }>,
          ...files.styles.map(addStyleSheet),
        ]),
      );
      return exports;
    });
    return assertSectionContract(module.default, section.name);
  })();
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
