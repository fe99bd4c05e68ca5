import { createRequire } from 'node:module';
import { satisfies } from 'compare-versions';
import { SECTION_HOST_FILE, type SectionHost } from '@tjas/federation/section-host';
import type { ReleaseFile } from './release-files.ts';

interface BundleChecks {
  bundleProblems(
    release: { name: string; version: string; files: { path: string; size: number }[]; manifest: string },
    host: SectionHost,
    limits: { maxBytes: number },
    satisfies: (version: string, range: string) => boolean,
  ): string[];
}

// The same checks the server runs on every upload (pb_hooks/lib/section-releases.js requires
// this file): whatever passes here is refused there only for what depends on the site's state.
const { bundleProblems } = createRequire(import.meta.url)('./section-bundle.cjs') as BundleChecks;

/** What the site at `site` offers sections: the contract versions and shared packages of its shell. */
export async function fetchSectionHost(site: string): Promise<SectionHost> {
  const response = await fetch(`${site.replace(/\/$/, '')}/${SECTION_HOST_FILE}`, { cache: 'no-store' });
  if (!response.ok)
    throw new Error(`${site} geeft geen ${SECTION_HOST_FILE} (HTTP ${response.status}): is dit de ledensite?`);
  return (await response.json()) as SectionHost;
}

/** Why the site would refuse this build (Dutch), before anything is uploaded. */
export function releaseProblems(
  name: string,
  version: string,
  files: readonly ReleaseFile[],
  host: SectionHost,
): string[] {
  const manifest = files.find((file) => file.path === 'mf-manifest.json');
  return bundleProblems(
    {
      name,
      version,
      files: files.map((file) => ({ path: file.path, size: file.content.length })),
      manifest: manifest ? manifest.content.toString('utf8') : '',
    },
    host,
    // The size limit is the site's own setting (TJAS_SECTION_MAX_MB): the site says it.
    { maxBytes: Number.MAX_SAFE_INTEGER },
    satisfies,
  );
}
