import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ReleaseRefused, rollbackRelease, uploadRelease, type SiteSession } from '@tjas/deploy/release-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionBundle, SPORT_META, TEST_HOST, testSiteDir } from '../fixtures/section-bundle.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Spec 8 under a section's prefix (#32 item 7): a release names its route patterns (tjas.routes,
// written by its build), and the server answers an address under the prefix that none of the live
// version's patterns matches with 404 and the app's page, as it does for unknown top-level
// addresses. A version without routes (built before they were named) keeps the whole prefix.

let pb: TestPocketBase;
let siteDir: string;
let maintainer: SiteSession;

const SPORT_ROUTES = ['uitslagen', 'uitslagen/uitslag-toevoegen', 'uitslagen/:id/bewerken', 'materiaal', ''];

const status = async (path: string) => (await fetch(`${pb.url}${path}`)).status;

async function release(version: string, routes?: unknown) {
  return uploadRelease(maintainer, {
    meta: SPORT_META,
    version,
    files: sectionBundle({ text: version, routes }),
    withPlace: true,
  });
}

beforeAll(async () => {
  siteDir = await testSiteDir(TEST_HOST, { shellPages: true });
  pb = await startTestPocketBase({ publicDir: siteDir });
  maintainer = { site: pb.url, token: pb.admin.authStore.token };
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await rm(siteDir, { recursive: true, force: true });
});

describe('addresses under a section’s prefix', () => {
  it('are its pages when a route of the live version matches them, and 404 with the app’s page otherwise', async () => {
    await release('3.0.0-routes', SPORT_ROUTES);
    for (const path of [
      '/sport',
      '/sport/',
      '/sport/uitslagen',
      '/sport/uitslagen/',
      '/sport/Uitslagen',
      '/Sport/uitslagen',
      '/SPORT',
      '/sport/uitslagen/uitslag-toevoegen',
      '/sport/uitslagen/abc123/bewerken',
      '/sport/materiaal',
    ])
      expect(await status(path), path).toBe(200);
    for (const path of ['/sport/foo', '/sport/uitslagen/abc123', '/sport/uitslagen/abc123/bewerken/x', '/sport/x/y']) {
      const response = await fetch(`${pb.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<title>Tjas</title>'); // the app's page, which says "Page Not Found"
    }
    // Section code and other addresses keep their own answers.
    expect(await status('/sections/sport/3.0.0-routes/section.js')).toBe(200);
    expect(await status('/bestaat-niet')).toBe(404);
  });

  it('follow the live version: one without routes keeps the whole prefix, a rollback brings the routes back', async () => {
    await release('3.0.1-zonder-routes');
    expect(await status('/sport/foo')).toBe(200);
    expect(await status('/sport/x/y/z')).toBe(200);
    await rollbackRelease(maintainer, 'sport', '3.0.0-routes');
    expect(await status('/sport/foo')).toBe(404);
    expect(await status('/sport/uitslagen')).toBe(200);
  });

  it('are never all claimed by a release: malformed patterns and a bare * are refused, in Dutch', async () => {
    const refused = await release('3.0.2-alles', ['uitslagen', '*']).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ReleaseRefused);
    expect((refused as ReleaseRefused).problems).toEqual([
      'Route "*" zou elk adres van de sectie opvangen: zet een * alleen achter een vast deel, zoals "documenten/*".',
    ]);
    const malformed = await release('3.0.3-fout', ['/uitslagen', 'a b']).catch((error: unknown) => error);
    expect((malformed as ReleaseRefused).problems).toEqual([
      expect.stringMatching(/^Route "\/uitslagen" begint met een \//),
      expect.stringMatching(/^Route "a b" heeft een ongeldig deel "a b"/),
    ]);
    expect(await status('/sport/foo')).toBe(404); // the live version stays
  });

  it('are all the section\u2019s when the stored list is one the release checks refuse (a version stored before them)', async () => {
    await release('3.0.4-leeg', ['uitslagen']);
    // As a version stored before the checks: its manifest names an empty list.
    const file = join(pb.dataDir, 'sections', 'sport', '3.0.4-leeg', 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { tjas: { routes: unknown } };
    manifest.tjas.routes = [];
    await writeFile(file, JSON.stringify(manifest));
    expect(await status('/sport')).toBe(200);
    expect(await status('/sport/foo')).toBe(200);
  });
});
