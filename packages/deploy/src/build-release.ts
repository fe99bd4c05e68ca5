import { createHash } from 'node:crypto';
import { sectionPrefix, type SectionPackage } from '@tjas/federation/section-package';
import type { ReleaseUpload } from './release-client.ts';
import { readReleaseFiles, type ReleaseFile } from './release-files.ts';

/**
 * A build's version: the package version plus a hash of every file of the build, so two
 * different builds never share a version and released folders can be immutable.
 */
export function buildVersion(pkg: SectionPackage, files: readonly ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.path);
    hash.update(file.content);
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * A section's build as the site takes it: the files of `distDir`, the version made from them,
 * and the package's `tjasSection` with the product slug in its prefix (`/{slug}-actief`).
 */
export async function buildRelease(pkg: SectionPackage, distDir: string, slug: string): Promise<ReleaseUpload> {
  const files = await readReleaseFiles(distDir);
  const { name, label, order } = pkg.meta;
  const meta = { name, label, prefix: sectionPrefix(pkg.meta, slug), ...(order === undefined ? {} : { order }) };
  return { meta, version: buildVersion(pkg, files), files };
}
