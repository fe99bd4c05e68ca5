import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { uploadRelease, type ReleaseResult } from './release-client.ts';
import { readReleaseFiles } from './release-files.ts';
import { buildVersion, readSectionPackage } from './section-package.ts';

/**
 * Releases every built section (`remotes/<name>/dist`) that the site has never released, as the
 * maintainer (a superuser client): what the first `pnpm start` of a fresh site does. Sections the
 * site already has keep the version that is live, whatever was built since: committees release
 * their own (`pnpm release:section`).
 */
export async function releaseNewSections(admin: PocketBase, remotesDir: string, slug: string): Promise<ReleaseResult[]> {
  const live = new Set((await admin.collection('sections').getFullList({ fields: 'name' })).map((section) => section['name'] as string));
  const released: ReleaseResult[] = [];
  for (const dirent of await readdir(remotesDir, { withFileTypes: true })) {
    const dir = join(remotesDir, dirent.name);
    if (!dirent.isDirectory() || !existsSync(join(dir, 'dist', 'mf-manifest.json'))) continue;
    const pkg = await readSectionPackage(dir);
    if (live.has(pkg.meta.name)) continue;
    const files = await readReleaseFiles(join(dir, 'dist'));
    const meta = { ...pkg.meta, prefix: pkg.meta.prefix.replace('{slug}', slug) };
    released.push(await uploadRelease({ site: admin.baseURL, token: admin.authStore.token }, { meta, version: buildVersion(pkg, files), files }));
  }
  return released;
}
