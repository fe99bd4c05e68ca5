import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { seedDemoData } from '@tjas/backend/seed';
import {
  approveRelease,
  confirmChange,
  rejectRelease,
  ReleaseRefused,
  removeSection,
  rollbackRelease,
  uploadRelease,
  placeSection,
  type ReleaseUpload,
  type SiteSession,
} from '@tjas/deploy/release-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionBundle, SPORT_META, testSiteDir } from '../fixtures/section-bundle.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A committee's release reaches members only after a second person with release rights for the
// section, or an admin, approved it; the reviewer reads what changes first.

let pb: TestPocketBase;
let siteDir: string;
const sessions: Record<string, SiteSession> = {};
let counter = 0;

beforeAll(async () => {
  siteDir = await testSiteDir();
  pb = await startTestPocketBase({ publicDir: siteDir });
  await seedDemoData(pb.admin);
  for (const login of ['sport', 'trainer', 'media', 'lid', 'bestuur', 'ict']) {
    const member = await pb.member(`${login}@tjas.example`, DEMO_PASSWORD);
    sessions[login] = { site: pb.url, token: member.authStore.token };
  }
  sessions['beheer'] = { site: pb.url, token: pb.admin.authStore.token };
  // The maintainer's own release (the first start) goes live without a review.
  await uploadRelease(sessions['beheer'], { ...release('eerste versie'), withPlace: true });
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await rm(siteDir, { recursive: true, force: true });
});

/** A build of sport whose code and source map say `text`. */
function release(text: string): ReleaseUpload {
  counter += 1;
  const source = `export const text = ${JSON.stringify(text)};\n`;
  const map = {
    version: 3,
    file: 'section.js',
    sources: ['../src/section.tsx', '../../../packages/federation/src/section-contract.ts'],
    sourcesContent: [source, 'export const SECTION_CONTRACT_VERSION = 1;\n'],
    mappings: '',
  };
  return {
    meta: SPORT_META,
    version: `2.0.0-review${counter}`,
    files: sectionBundle({
      text,
      extra: [{ path: 'section.js.map', content: Buffer.from(JSON.stringify(map)) }],
    }),
  };
}

/** Changes that grant power, confirmed with the member's password as the command and the dialog do. */
async function approve(session: SiteSession, name: string, version?: string) {
  const waiting =
    version ??
    (
      (await (
        await fetch(`${pb.url}/api/sections/${name}/review`, { headers: { Authorization: session.token } })
      ).json()) as { version: string }
    ).version;
  const confirmation = await confirmChange(
    session,
    { kind: 'release-goedkeuren', section: name, version: waiting },
    DEMO_PASSWORD,
  );
  return approveRelease(session, name, waiting, confirmation);
}

async function place(session: SiteSession, name: string, where: { label: string; prefix: string; order?: number }) {
  const change = {
    kind: 'sectie-plaats' as const,
    section: name,
    label: where.label,
    prefix: where.prefix,
    order: where.order ?? null,
  };
  return placeSection(session, name, where, undefined, await confirmChange(session, change, DEMO_PASSWORD));
}

async function remove(session: SiteSession, name: string) {
  return removeSection(
    session,
    name,
    await confirmChange(session, { kind: 'sectie-weghalen', section: name }, DEMO_PASSWORD),
  );
}

async function live(): Promise<{ version: string; prefix: string } | undefined> {
  const registry = (await (await fetch(`${pb.url}/remotes.json`)).json()) as {
    sections: { name: string; version: string; prefix: string }[];
  };
  return registry.sections.find((section) => section.name === 'sport');
}

async function newestLog() {
  const [record] = await pb.admin
    .collection('section_releases')
    .getList(1, 1, { filter: 'section = "sport"', sort: '-seq' })
    .then((page) => page.items);
  return record!;
}

async function refused(promise: Promise<unknown>, status: number, pattern: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  expect((error as ReleaseRefused).status).toBe(status);
  expect((error as ReleaseRefused).problems.join('\n')).toMatch(pattern);
}

async function waitingFolders(): Promise<string[]> {
  const dir = join(pb.dataDir, 'section_reviews', 'sport');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

describe('a committee\u2019s release', () => {
  it('waits, unserved, as "klaar voor controle" until a second person approves it', async () => {
    const before = await live();
    const upload = release('nieuwe uitslagen');
    const result = await uploadRelease(sessions['sport']!, upload);
    expect(result).toMatchObject({ section: 'sport', version: upload.version, status: 'review' });
    expect(await live()).toEqual(before);
    expect((await fetch(`${pb.url}/sections/sport/${upload.version}/section.js`)).status).toBe(404);
    expect(await newestLog()).toMatchObject({
      action: 'submit',
      version: upload.version,
      releasedByName: 'Sem Sporters',
    });
    // Sent again, it still waits once.
    expect(await uploadRelease(sessions['sport']!, upload)).toMatchObject({ status: 'review', unchanged: true });

    await refused(
      approveRelease(sessions['sport']!, 'sport', ''),
      403,
      /Je kunt je eigen release niet goedkeuren: dat doet een ander lid met uitbrengrechten/,
    );
    for (const login of ['lid', 'media'])
      await refused(approveRelease(sessions[login]!, 'sport', ''), 403, /Je mag sectie "sport" niet uitbrengen/);
    expect(await live()).toEqual(before);

    // A session alone does not approve: the reviewer's password confirms this one approval.
    await refused(
      approveRelease(sessions['trainer']!, 'sport', upload.version),
      403,
      new RegExp(`Bevestig met je wachtwoord: Versie ${upload.version} van sectie "sport" goedkeuren en live zetten`),
    );
    expect(await live()).toEqual(before);
    const approved = await approve(sessions['trainer']!, 'sport', upload.version);
    expect(approved).toMatchObject({
      version: upload.version,
      releasedByName: 'Sem Sporters',
      approvedByName: 'Tess Trainer',
    });
    expect(await live()).toMatchObject({ version: upload.version, prefix: '/sport' });
    expect(await (await fetch(`${pb.url}/sections/sport/${upload.version}/section.js`)).text()).toContain(
      'nieuwe uitslagen',
    );
    const [sport, trainer] = await Promise.all(
      ['sport', 'trainer'].map((username) =>
        pb.admin.collection('users').getFirstListItem(pb.admin.filter('username = {:username}', { username })),
      ),
    );
    expect(await newestLog()).toMatchObject({
      action: 'release',
      version: upload.version,
      releasedBy: sport!.id,
      approvedBy: trainer!.id,
      approvedByName: 'Tess Trainer',
    });
    expect(await waitingFolders()).toEqual([]);
    await refused(
      approveRelease(sessions['trainer']!, 'sport', ''),
      404,
      /Er wacht geen release van "sport" op controle/,
    );
  });

  it('is shown to its reviewer as a diff of the sources and the built files against the live version', async () => {
    const liveVersion = (await live())!.version;
    const upload = release('nog nieuwere uitslagen');
    await uploadRelease(sessions['sport']!, upload);
    const response = await fetch(`${pb.url}/api/sections/sport/review`, {
      headers: { Authorization: sessions['trainer']!.token },
    });
    expect(response.status).toBe(200);
    const review = (await response.json()) as {
      version: string;
      live: string;
      releasedByName: string;
      files: {
        path: string;
        status: string;
        before: number | null;
        after: number | null;
        text?: { before: string; after: string };
      }[];
      sources: { path: string; status: string; before?: string | null; after?: string | null }[];
    };
    expect(review).toMatchObject({ version: upload.version, live: liveVersion, releasedByName: 'Sem Sporters' });
    expect(review.sources).toEqual([
      {
        path: 'packages/federation/src/section-contract.ts',
        status: 'gelijk',
      },
      {
        path: 'src/section.tsx',
        status: 'gewijzigd',
        before: 'export const text = "nieuwe uitslagen";\n',
        after: 'export const text = "nog nieuwere uitslagen";\n',
      },
    ]);
    const code = review.files.find((file) => file.path === 'section.js')!;
    expect(code.status).toBe('gewijzigd');
    expect(code.text!.after).toContain('nog nieuwere uitslagen');
    expect(review.files.find((file) => file.path === 'assets/section-abcdefgh.css')).toMatchObject({
      status: 'gelijk',
    });
    // Only for who may release the section.
    const other = await fetch(`${pb.url}/api/sections/sport/review`, {
      headers: { Authorization: sessions['media']!.token },
    });
    expect(other.status).toBe(403);
    await approve(sessions['bestuur']!, 'sport');
    expect(await live()).toMatchObject({ version: upload.version });
  });

  it('is replaced by a newer one, which is the one to approve', async () => {
    const first = release('eerste poging');
    const second = release('tweede poging');
    await uploadRelease(sessions['sport']!, first);
    await uploadRelease(sessions['sport']!, second);
    expect(await waitingFolders()).toEqual([second.version]);
    await refused(
      approveRelease(sessions['trainer']!, 'sport', first.version),
      409,
      new RegExp(`Versie ${first.version} van "sport" wacht niet op controle; versie ${second.version} wel`),
    );
    await approve(sessions['trainer']!, 'sport', second.version);
    expect(await live()).toMatchObject({ version: second.version });
  });

  it('that its reviewer rejects never goes live, and says why', async () => {
    const before = await live();
    const upload = release('iets dat niet mag');
    await uploadRelease(sessions['sport']!, upload);
    await rejectRelease(sessions['trainer']!, 'sport', upload.version, 'Deze code stuurt gegevens naar buiten.');
    expect(await newestLog()).toMatchObject({
      action: 'reject',
      version: upload.version,
      note: 'Deze code stuurt gegevens naar buiten.',
    });
    expect(await live()).toEqual(before);
    expect(await waitingFolders()).toEqual([]);
    await refused(approveRelease(sessions['bestuur']!, 'sport', ''), 404, /Er wacht geen release/);
  });

  it('of a section that was taken off the site cannot be approved', async () => {
    await uploadRelease(sessions['sport']!, release('voor een sectie die verdwijnt'));
    const version = (await live())!.version;
    await remove(sessions['bestuur']!, 'sport');
    await refused(approveRelease(sessions['trainer']!, 'sport', ''), 400, /Sectie "sport" staat niet op de site/);
    await place(sessions['bestuur']!, 'sport', SPORT_META);
    expect(await live()).toMatchObject({ version });
    await rejectRelease(sessions['sport']!, 'sport');
  });
});

describe('an admin\u2019s release', () => {
  it('of a new section waits too, and goes on the site at the place it asked for once another admin approves it', async () => {
    const meta = { name: 'nieuws', label: 'Nieuws', prefix: '/nieuws', order: 7 };
    const upload = { meta, version: '0.1.0-a', files: sectionBundle({ name: 'nieuws' }), withPlace: true };
    expect(await uploadRelease(sessions['bestuur']!, upload)).toMatchObject({ status: 'review' });
    const registry = async () =>
      ((await (await fetch(`${pb.url}/remotes.json`)).json()) as { sections: { name: string }[] }).sections;
    expect((await registry()).map((section) => section.name)).not.toContain('nieuws');
    await refused(approveRelease(sessions['bestuur']!, 'nieuws', ''), 403, /Je kunt je eigen release niet goedkeuren/);
    // Committees do not release a section without a permission of its own.
    await refused(approveRelease(sessions['sport']!, 'nieuws', ''), 403, /dat doet alleen een beheerder/);
    await approve(sessions['ict']!, 'nieuws');
    expect(await registry()).toContainEqual(
      expect.objectContaining({ name: 'nieuws', prefix: '/nieuws', label: 'Nieuws', order: 7, version: '0.1.0-a' }),
    );
  });
});

describe('what needs no second review', () => {
  it('a rollback to a version that was approved before', async () => {
    const live1 = (await live())!.version;
    const upload = release('nog een versie');
    await uploadRelease(sessions['sport']!, upload);
    await approve(sessions['trainer']!, 'sport');
    expect(await rollbackRelease(sessions['sport']!, 'sport')).toMatchObject({ version: live1 });
    expect(await live()).toMatchObject({ version: live1 });
  });

  it('the maintainer\u2019s own release (a superuser, as at the first start)', async () => {
    const upload = release('van de beheerder');
    expect(await uploadRelease(sessions['beheer']!, upload)).not.toHaveProperty('status');
    expect(await live()).toMatchObject({ version: upload.version });
  });
});

describe('leftovers', () => {
  it('at start, only the release that waits keeps its files', async () => {
    const upload = release('wacht over een herstart heen');
    await uploadRelease(sessions['sport']!, upload);
    await mkdir(join(pb.dataDir, 'section_reviews', 'sport', '9.9.9-vergeten'), { recursive: true });
    await writeFile(join(pb.dataDir, 'section_reviews', 'sport', '9.9.9-vergeten', 'section.js'), 'oud');
    await pb.kill();
    await pb.restart();
    expect(await waitingFolders()).toEqual([upload.version]);
    const reviewer = await pb.member('trainer@tjas.example', DEMO_PASSWORD);
    await approve({ site: pb.url, token: reviewer.authStore.token }, 'sport');
    expect(await live()).toMatchObject({ version: upload.version });
  });
});
