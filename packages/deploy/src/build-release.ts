import type { ReleaseUpload } from './release-client.ts';
import { readReleaseFiles } from './release-files.ts';
import { buildVersion, type SectionPackage } from './section-package.ts';

/**
 * A section's build as the site takes it: the files of `distDir`, the version made from them,
 * and the package's `tjasSection` with the product slug in its prefix (`/{slug}-actief`).
 */
export async function buildRelease(pkg: SectionPackage, distDir: string, slug: string): Promise<ReleaseUpload> {
  const files = await readReleaseFiles(distDir);
  return { meta: { ...pkg.meta, prefix: pkg.meta.prefix.replace('{slug}', slug) }, version: buildVersion(pkg, files), files };
}
