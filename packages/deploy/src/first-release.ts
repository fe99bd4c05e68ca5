import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { ReleaseRefused, uploadRelease, type ReleaseResult } from './release-client.ts';
import { buildRelease } from './build-release.ts';
import { readSectionPackage } from '@tjas/federation/section-package';

/**
 * Releases every built section (`remotes/<name>/dist`) that the site has never had, as the
 * maintainer (a superuser client), at the place its package proposes: on the first `pnpm start`
 * of a fresh site, all of them. A section the site has had keeps what it has, whatever was built
 * since: the version committees released (`pnpm release:section`), or nothing when an admin took
 * it off the site (that holds until an admin puts it back). A section an admin made a place for
 * on /secties is left out too: its committee releases it, and that first release is reviewed by a
 * second person, where the maintainer's upload would go live unreviewed at the package's place.
 * A build the site refuses is reported and left out; the site starts without it.
 */
export async function releaseNewSections(
  admin: PocketBase,
  remotesDir: string,
  slug: string,
): Promise<ReleaseResult[]> {
  const known = new Set(
    (await admin.collection('section_releases').getFullList({ fields: 'section' })).map(
      (record) => record['section'] as string,
    ),
  );
  for (const name of await madePlaces(admin)) known.add(name);
  const released: ReleaseResult[] = [];
  for (const dirent of await readdir(remotesDir, { withFileTypes: true })) {
    const dir = join(remotesDir, dirent.name);
    if (!dirent.isDirectory() || !existsSync(join(dir, 'dist', 'mf-manifest.json'))) continue;
    const pkg = readSectionPackage(dir);
    if (known.has(pkg.meta.name)) continue;
    const release = await buildRelease(pkg, join(dir, 'dist'), slug);
    try {
      released.push(
        await uploadRelease({ site: admin.baseURL, token: admin.authStore.token }, { ...release, withPlace: true }),
      );
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      console.error(`Sectie ${pkg.meta.name} is niet uitgebracht:\n  - ${error.problems.join('\n  - ')}`);
    }
  }
  return released;
}

/** The names of the sections an admin made a place for; none on a site from before section places. */
async function madePlaces(admin: PocketBase): Promise<string[]> {
  try {
    const places = await admin.collection('section_places').getFullList({ fields: 'name' });
    return places.map((record) => record['name'] as string);
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return [];
    throw error;
  }
}
