import { rm } from 'node:fs/promises';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { rollbackRelease, uploadRelease, type ReleaseUpload, type SiteSession } from '@tjas/deploy/release-client';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionBundle, SPORT_META, TEST_HOST, testSiteDir } from '../fixtures/section-bundle.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Members' shells report how a section's version does for them; a version that fails for half of
// the members who loaded it within its first minutes is rolled back by the site itself, which
// writes down why and mails who released it.

let pb: TestPocketBase;
let siteDir: string;
let counter = 0;
const members: Record<string, PocketBase> = {};

function upload(): ReleaseUpload {
  counter += 1;
  return { meta: SPORT_META, version: `2.0.0-gezond${counter}`, files: sectionBundle({ text: `build ${counter}` }) };
}

async function session(login: string): Promise<SiteSession> {
  return { site: pb.url, token: members[login]!.authStore.token };
}

const report = (login: string, version: string, fout?: string) =>
  members[login]!.send<{ version: string; rolledBackTo: string }>('/api/tjas/secties/sport/meldingen', {
    method: 'POST',
    body: { version, ...(fout ? { fout } : {}) },
  });

const live = async () =>
  (
    (await (await fetch(`${pb.url}/remotes.json`)).json()) as { sections: { name: string; version: string }[] }
  ).sections.find((section) => section.name === 'sport')?.version;

beforeAll(async () => {
  siteDir = await testSiteDir(TEST_HOST, { shellPages: true });
  // Releases go live at once (as on a one-person site); three members are enough to count.
  pb = await startTestPocketBase({
    publicDir: siteDir,
    seeded: true,
    env: { TJAS_RELEASE_REVIEW: 'off', TJAS_SECTION_HEALTH_MEMBERS: '3', TJAS_SECTION_HEALTH_SHARE: '0.5' },
  });
  for (const login of ['sport', 'lid', 'media', 'pr', 'kleding'])
    members[login] = await pb.member(`${login}@tjas.example`, DEMO_PASSWORD);
  await uploadRelease({ site: pb.url, token: pb.admin.authStore.token }, { ...upload(), withPlace: true });
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await rm(siteDir, { recursive: true, force: true });
});

describe('section health', () => {
  it('rolls a version that fails for half of its members back by itself, says why, and mails its releaser', async () => {
    const good = await live();
    const broken = (await uploadRelease(await session('sport'), upload())).version;
    expect(await live()).toBe(broken);

    expect(await report('lid', broken)).toEqual({ version: broken, rolledBackTo: '' });
    const error =
      "TypeError: Cannot read properties of undefined (reading 'map')\n    at ResultsPage (section.js:1:200)";
    expect((await report('media', broken, error)).rolledBackTo).toBe('');
    // A member counts once, however often their shell reports.
    expect((await report('media', broken, error)).rolledBackTo).toBe('');
    expect(await live()).toBe(broken);

    // Two of the three members who loaded it met an error: back to the version before.
    expect(await report('pr', broken, 'Error: boom')).toEqual({ version: broken, rolledBackTo: good });
    expect(await live()).toBe(good);

    const [newest] = await pb.admin
      .collection('section_releases')
      .getFullList({ filter: "section = 'sport'", sort: '-seq' });
    expect(newest).toMatchObject({ action: 'rollback', version: good, releasedByName: 'de site (automatisch)' });
    expect(newest?.['note']).toBe(
      `Automatisch teruggezet: 2 van de 3 leden die ${broken} laadden kregen een fout (TypeError: Cannot read properties of undefined (reading 'map')).`,
    );

    const [mail] = await pb.admin
      .collection('mail_outbox')
      .getFullList({ filter: "kind = 'beheer' && to = 'sport@tjas.example'" });
    expect(mail?.['subject']).toMatch(new RegExp(`^sport ${broken} is automatisch teruggezet naar ${good} - `));
    expect(String(mail?.['text'])).toMatch(/2 van de 3 leden die .+ laadden kregen een fout/);
    expect(String(mail?.['text'])).toMatch(/omdat je deze versie hebt uitgebracht/);
    expect(String(mail?.['text'])).not.toMatch(/Cannot read/); // no member's text in a mail

    // Those who release sport see it per version.
    const health = await members['sport']!.send<{
      versions: { version: string; loads: number; errors: number; firstError: string }[];
    }>('/api/tjas/secties/sport/gezondheid', {});
    expect(health.versions.find((row) => row.version === broken)).toEqual({
      version: broken,
      loads: 3,
      errors: 2,
      firstError: "TypeError: Cannot read properties of undefined (reading 'map')",
    });
    await expect(members['lid']!.send('/api/tjas/secties/sport/gezondheid', {})).rejects.toMatchObject({ status: 403 });
  });

  it('does not roll back a version a person put back, however its earlier reports read', async () => {
    const [rollback] = await pb.admin
      .collection('section_releases')
      .getFullList({ filter: "section = 'sport' && action = 'rollback'", sort: '-seq' });
    const broken = rollback?.['previousVersion'] as string;
    await rollbackRelease(await session('sport'), 'sport', broken);
    expect(await live()).toBe(broken);
    // Its two errors from before are of the time it was live then; a new one changes nothing.
    expect((await report('kleding', broken, 'Error: boom')).rolledBackTo).toBe('');
    expect(await live()).toBe(broken);
  });

  it('leaves alone a version that fails for fewer than the share, and reports about a version no longer live', async () => {
    const fine = (await uploadRelease(await session('sport'), upload())).version;
    for (const login of ['lid', 'media', 'pr']) await report(login, fine);
    expect((await report('kleding', fine, 'Error: alleen bij mij')).rolledBackTo).toBe(''); // 1 of 4
    expect(await live()).toBe(fine);
    const [older] = await pb.admin
      .collection('section_releases')
      .getFullList({ filter: "section = 'sport' && action = 'rollback'", sort: 'seq' });
    for (const login of ['lid', 'media', 'pr'])
      expect((await report(login, older?.['previousVersion'] as string, 'Error: oud')).rolledBackTo).toBe('');
    expect(await live()).toBe(fine);
  });

  it('refuses a report without a version or about one that was never released', async () => {
    await expect(report('lid', '')).rejects.toMatchObject({
      status: 400,
      response: { message: 'Noem de versie van de sectie waarover je meldt.' },
    });
    await expect(report('lid', '9.9.9')).rejects.toMatchObject({
      status: 404,
      response: { message: 'Versie 9.9.9 van "sport" bestaat niet.' },
    });
    await expect(
      pb.client().send('/api/tjas/secties/sport/meldingen', { method: 'POST', body: { version: '1' } }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
