import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReleaseFile } from './release-files.ts';

/** What a section's package.json says about it under "tjasSection". */
export interface SectionMeta {
  name: string;
  label: string;
  /** Route prefix; `{slug}` is replaced by the product slug (e.g. /{slug}-actief). */
  prefix: string;
  /** Place in the main navigation (lower first); sections without one come last. */
  order?: number;
}

export interface SectionPackage {
  dir: string;
  version: string;
  meta: SectionMeta;
}

export async function readSectionPackage(dir: string): Promise<SectionPackage> {
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
    version?: string;
    tjasSection?: SectionMeta;
  };
  if (!pkg.tjasSection || !pkg.version) throw new Error(`${dir}/package.json mist "version" of "tjasSection".`);
  return { dir, version: pkg.version, meta: pkg.tjasSection };
}

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
