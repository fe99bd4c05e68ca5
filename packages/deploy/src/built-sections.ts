import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readSectionPackage } from '@tjas/federation/section-package';
import { buildVersion } from './build-release.ts';
import { readReleaseFiles } from './release-files.ts';

/**
 * The version each built section (`remotes/<name>/dist`) would have as a release: what
 * `release:section <name> --skip-build` uploads from this code.
 */
export async function builtSectionVersions(remotesDir: string): Promise<{ name: string; version: string }[]> {
  const built: { name: string; version: string }[] = [];
  for (const dirent of await readdir(remotesDir, { withFileTypes: true })) {
    const dir = join(remotesDir, dirent.name);
    if (!dirent.isDirectory() || !existsSync(join(dir, 'dist', 'mf-manifest.json'))) continue;
    const pkg = readSectionPackage(dir);
    built.push({ name: pkg.meta.name, version: buildVersion(pkg, await readReleaseFiles(join(dir, 'dist'))) });
  }
  return built.sort((a, b) => a.name.localeCompare(b.name));
}
