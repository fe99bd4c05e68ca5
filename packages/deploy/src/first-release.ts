import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { ReleaseRefused, uploadRelease, type ReleaseResult } from './release-client.ts';
import { buildRelease } from './build-release.ts';
import { readSectionPackage } from '@tjas/federation/section-package';

/**
 * Releases every built section (`remotes/<name>/dist`) that the site does not have, as the
 * maintainer (a superuser client): on the first `pnpm start` of a fresh site, all of them. A
 * section the site has keeps the version that is live, whatever was built since: committees
 * release their own (`pnpm release:section`). A build the site refuses is reported and left
 * out; the site starts without it.
 */
export async function releaseNewSections(
  admin: PocketBase,
  remotesDir: string,
  slug: string,
): Promise<ReleaseResult[]> {
  const live = new Set(
    (await admin.collection('sections').getFullList({ fields: 'name' })).map((section) => section['name'] as string),
  );
  const released: ReleaseResult[] = [];
  for (const dirent of await readdir(remotesDir, { withFileTypes: true })) {
    const dir = join(remotesDir, dirent.name);
    if (!dirent.isDirectory() || !existsSync(join(dir, 'dist', 'mf-manifest.json'))) continue;
    const pkg = readSectionPackage(dir);
    if (live.has(pkg.meta.name)) continue;
    const release = await buildRelease(pkg, join(dir, 'dist'), slug);
    try {
      released.push(await uploadRelease({ site: admin.baseURL, token: admin.authStore.token }, release));
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      console.error(`Sectie ${pkg.meta.name} is niet uitgebracht:\n  - ${error.problems.join('\n  - ')}`);
    }
  }
  return released;
}
