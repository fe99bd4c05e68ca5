import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { releaseNewSections } from '@tjas/deploy/first-release';
import {
  confirmChange,
  placeSection,
  ReleaseRefused,
  removeSection,
  rollbackRelease,
  uploadRelease,
  type ReleaseUpload,
  type SiteSession,
} from '@tjas/deploy/release-client';
import type { ReleaseFile } from '@tjas/deploy/release-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sectionBundle,
  SPORT_META,
  TEST_HOST,
  testSiteDir,
  writeSectionPackage,
  type BundleOptions,
} from '../fixtures/section-bundle.ts';
import { placeAs, removeAs, uploadPlaced } from './support/power-confirmation.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Releasing a section through the site: who may, what the server refuses before switching, the
// log, rollbacks with their origin, pruning, and that builds and restarts keep what is live.

/**
 * Small limits, so the size check and pruning are tried with small builds. Releases go live at
 * once here, as on a one-person site (TJAS_RELEASE_REVIEW=off): the review of releases by a
 * second person is tried in section-review.test.ts.
 */
const LIMITS = { TJAS_SECTION_MAX_MB: '1', TJAS_SECTION_VERSIONS_KEPT: '1', TJAS_RELEASE_REVIEW: 'off' };

let pb: TestPocketBase;
let siteDir: string;
/** Another origin that serves section files, allowed by the site (TJAS_SECTION_ORIGINS). */
let originServer: Server;
let origin: string;
let cors = true;
const served = new Map<string, Buffer>();
const sessions: Record<string, SiteSession> = {};
let counter = 0;

/** Runs `start` (a server start) with this file's limits and allowed origins in its environment. */
async function withLimits<T>(start: () => Promise<T>): Promise<T> {
  const settings = { ...LIMITS, TJAS_SECTION_ORIGINS: `https://secties.example, ${origin}` };
  Object.assign(process.env, settings);
  try {
    return await start();
  } finally {
    for (const name of Object.keys(settings)) delete process.env[name];
  }
}

async function sessionOf(login: string): Promise<SiteSession> {
  const member = await pb.member(`${login}@tjas.example`, DEMO_PASSWORD);
  return { site: pb.url, token: member.authStore.token };
}

beforeAll(async () => {
  originServer = createServer((request, response) => {
    const content = served.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!content) return void response.writeHead(404).end();
    response.writeHead(200, cors ? { 'Access-Control-Allow-Origin': '*' } : {}).end(content);
  });
  await new Promise<void>((resolve) => originServer.listen(0, '127.0.0.1', resolve));
  const address = originServer.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  siteDir = await testSiteDir(TEST_HOST, { shellPages: true });
  pb = await withLimits(() => startTestPocketBase({ publicDir: siteDir, seeded: true }));
  for (const login of ['sport', 'media', 'lid', 'bestuur']) sessions[login] = await sessionOf(login);
  // The maintainer's first start puts sport on the site; committees release it from there.
  sessions['beheer'] = { site: pb.url, token: pb.admin.authStore.token };
  await uploadRelease(sessions['beheer'], { ...upload(), withPlace: true });
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await rm(siteDir, { recursive: true, force: true });
  await new Promise((resolve) => originServer?.close(resolve));
});

/** A release of a build of the sport section that differs from every other one in this file. */
function upload(options: BundleOptions = {}, extra: Partial<ReleaseUpload> = {}): ReleaseUpload {
  counter += 1;
  return {
    meta: SPORT_META,
    version: `1.0.0-test${counter}`,
    files: sectionBundle({ text: `build ${counter}`, ...options }),
    ...extra,
  };
}

interface RegistryEntry {
  name: string;
  label: string;
  version: string;
  entry: string;
  mfManifest?: string;
  prefix: string;
  order?: number;
}

async function registry(): Promise<RegistryEntry[]> {
  return ((await (await fetch(`${pb.url}/remotes.json`)).json()) as { sections: RegistryEntry[] }).sections;
}

async function live(name = 'sport') {
  return (await registry()).find((section) => section.name === name);
}

async function log(name = 'sport') {
  return pb.admin
    .collection('section_releases')
    .getFullList({ filter: pb.admin.filter('section = {:name}', { name }), sort: '-seq' });
}

async function refusal(promise: Promise<unknown>): Promise<ReleaseRefused> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  return error as ReleaseRefused;
}

/** Runs `attempt`, expects the refusal `pattern`, and that nothing changed: registry, log, stored versions. */
async function refusedWithoutChange(attempt: () => Promise<unknown>, status: number, pattern: RegExp): Promise<void> {
  const before = { registry: await registry(), log: (await log()).length, stored: await stored() };
  const error = await refusal(attempt());
  expect(error.status).toBe(status);
  expect(error.problems.join('\n')).toMatch(pattern);
  expect(await registry()).toEqual(before.registry);
  expect((await log()).length).toBe(before.log);
  expect(await stored()).toEqual(before.stored);
}

async function stored(name = 'sport'): Promise<string[]> {
  const dir = join(pb.dataDir, 'sections', name);
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

describe('a release', () => {
  it('by the section\u2019s committee goes live at once, is served from the site, and is recorded', async () => {
    const release = upload({ text: 'Sportcommissie' }, { commit: 'abc123def456' });
    const result = await uploadRelease(sessions['sport']!, release);
    expect(result).toMatchObject({
      section: 'sport',
      version: release.version,
      entry: `/sections/sport/${release.version}/mf-manifest.json`,
      origin: '',
      files: 3,
    });
    expect(await live()).toMatchObject({ version: release.version, prefix: '/sport' });
    const module = await fetch(`${pb.url}/sections/sport/${release.version}/section.js`);
    expect(await module.text()).toContain('Sportcommissie');
    expect(module.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${pb.url}/sections/sport/${release.version}/missing.js`)).status).toBe(404);
    const [record] = await log();
    const sport = await pb.admin.collection('users').getFirstListItem('username = "sport"');
    expect(record).toMatchObject({
      action: 'release',
      version: release.version,
      commit: 'abc123def456',
      releasedBy: sport.id,
      files: 3,
    });
    expect(record!['size']).toBe(release.files.reduce((total, file) => total + file.content.length, 0));
    expect(record!['releasedByName']).not.toBe('');
  });

  it('of the version that is live changes and records nothing', async () => {
    const release = upload();
    await uploadRelease(sessions['sport']!, release);
    const count = (await log()).length;
    expect(await uploadRelease(sessions['sport']!, release)).toMatchObject({ unchanged: true });
    expect((await log()).length).toBe(count);
  });

  it('of a stored version with other content is refused: a version never changes', async () => {
    const release = upload();
    await uploadRelease(sessions['sport']!, release);
    // Same manifest, other code in the fixed-name module.
    const other = sectionBundle({ text: 'een andere build onder dezelfde versie' });
    await refusedWithoutChange(
      () => uploadRelease(sessions['sport']!, { ...release, files: other }),
      409,
      /bestaat al, met een andere build/,
    );
  });

  it('by a member without the right, another committee or nobody is refused, in Dutch, and changes nothing', async () => {
    await refusedWithoutChange(
      () => uploadRelease(sessions['lid']!, upload()),
      403,
      /niet uitbrengen: dat doet de Sportcommissie of een beheerder/,
    );
    await refusedWithoutChange(
      () => uploadRelease(sessions['media']!, upload()),
      403,
      /Je mag sectie "sport" niet uitbrengen/,
    );
    await refusedWithoutChange(() => uploadRelease({ site: pb.url, token: '' }, upload()), 401, /Log in/);
    await refusedWithoutChange(() => rollbackRelease(sessions['media']!, 'sport'), 403, /niet uitbrengen/);
  });

  it('by an admin is allowed for any section, a new one included', async () => {
    const files = sectionBundle({ name: 'nieuws' });
    const result = await uploadPlaced(sessions['bestuur']!, {
      meta: { name: 'nieuws', label: 'Nieuws', prefix: '/nieuws' },
      version: '0.1.0-a',
      files,
    });
    expect(result.section).toBe('nieuws');
    expect(await live('nieuws')).toMatchObject({ prefix: '/nieuws' });
    // A section without a permission of its own is for admins only.
    await expect(
      uploadRelease(sessions['sport']!, {
        meta: { name: 'nieuws', label: 'Nieuws', prefix: '/nieuws' },
        version: '0.1.0-b',
        files,
      }),
    ).rejects.toMatchObject({
      status: 403,
      problems: [expect.stringContaining('alleen een beheerder')],
    });
  });
});

const file = (path: string, content = 'x'): ReleaseFile => ({ path, content: Buffer.from(content) });

describe('a bundle the site cannot serve is refused before anything switches', () => {
  const cases: [string, () => ReleaseUpload, RegExp][] = [
    [
      'a manifest that does not parse',
      () => upload({ manifestText: '{ "name": "tjas_sport",' }),
      /mf-manifest.json is geen geldige JSON/,
    ],
    ['no manifest', () => upload({ without: ['mf-manifest.json'] }), /Er zit geen mf-manifest.json in de release/],
    [
      'a manifest that names a missing file',
      () => upload({ without: ['assets/section-abcdefgh.css'] }),
      /noemt assets\/section-abcdefgh.css, maar dat bestand zit niet in de release/,
    ],
    [
      'a contract version the shell does not mount',
      () => upload({ contractVersion: 2 }),
      /Contractversie 2 kent de site niet/,
    ],
    [
      'a shared package the shell does not provide',
      () => upload({ shared: [{ name: 'zustand', version: '5.0.8', requiredVersion: '^5.0.8' }] }),
      /Gedeeld pakket zustand levert de site niet/,
    ],
    [
      'a range the shell cannot meet',
      () => upload({ shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }] }),
      /react \^18.3.1 gevraagd, de site heeft 19.3.1/,
    ],
    [
      'a path that escapes the folder',
      () => upload({ extra: [file('../../hooks/evil.pb.js')] }),
      /"..\/..\/hooks\/evil.pb.js" valt buiten de map/,
    ],
    ['an absolute path', () => upload({ extra: [file('/etc/passwd')] }), /valt buiten de map/],
    ['a folder trick inside a path', () => upload({ extra: [file('assets/../../x.js')] }), /valt buiten de map/],
    [
      'a bundle over the size limit',
      () => upload({ extra: [file('assets/big.js', 'x'.repeat(1_100_000))] }),
      /groter dan 1 MB|de grens is 1,0 MB/,
    ],
    [
      'a bundle of another section',
      () => upload({ name: 'media' }),
      /Deze release is van sectie "media", niet van "sport"/,
    ],
    ['a version with a path in it', () => ({ ...upload(), version: '../1.0.0' }), /"..\/1.0.0" is geen geldige versie/],
    // Only files of the kinds a section needs, and only those its build named.
    ...['evil.html', 'assets/page.htm', 'data.xml', 'run.sh', 'assets/x.xhtml', 'favicon'].map(
      (path): [string, () => ReleaseUpload, RegExp] => [
        `a file of another kind (${path})`,
        () => upload({ extra: [file(path, '<script>alert(1)</script>')] }),
        new RegExp(`Bestand ${path.replace('.', '\\.')} is geen bestand voor een sectie`),
      ],
    ),
    [
      'a file the build did not name',
      () => upload({ extra: [file('assets/extra.js')], unnamed: ['assets/extra.js'] }),
      /Bestand assets\/extra.js heeft de build niet gemaakt/,
    ],
    [
      'a manifest without the build\u2019s files',
      () => upload({ manifestText: JSON.stringify({ name: 'tjas_sport', tjas: { contractVersion: 1 }, exposes: [] }) }),
      /noemt de bestanden van de build niet/,
    ],
    [
      'a path that is a file and a folder',
      () => upload({ extra: [file('assets/x.js'), file('assets/x.js/y.js')] }),
      /assets\/x.js is een bestand én een map/,
    ],
  ];

  it.each(cases)('%s', async (_name, make, pattern) => {
    await refusedWithoutChange(() => uploadRelease(sessions['sport']!, make()), 400, pattern);
  });

  it('the old version keeps serving while a broken one is refused', async () => {
    const before = await live();
    await refusal(uploadRelease(sessions['sport']!, upload({ contractVersion: 7 })));
    expect(await live()).toEqual(before);
    expect((await fetch(`${pb.url}${before!.entry}`)).status).toBe(200);
  });
});

describe('rollback', () => {
  it('goes back to the version before, then to a named one, and records each', async () => {
    const first = upload();
    const second = upload();
    await uploadRelease(sessions['sport']!, first);
    await uploadRelease(sessions['sport']!, second);
    const state = () => pb.admin.collection('sections').getFirstListItem('name = "sport"');
    // What the sections page offers to go back to.
    expect(await state()).toMatchObject({ version: second.version, rollbackVersion: first.version });
    expect(await rollbackRelease(sessions['sport']!, 'sport')).toMatchObject({ version: first.version });
    const earlier = (await state())['rollbackVersion'] as string;
    expect(earlier).not.toBe(second.version);
    expect(earlier === '' || (await stored()).includes(earlier)).toBe(true);
    expect(await live()).toMatchObject({ version: first.version });
    const [record] = await log();
    expect(record).toMatchObject({ action: 'rollback', version: first.version, previousVersion: second.version });
    expect(await rollbackRelease(sessions['sport']!, 'sport', second.version)).toMatchObject({
      version: second.version,
    });
    expect(await live()).toMatchObject({ version: second.version });
  });

  it('refuses a version that no longer fits the shell the site serves now', async () => {
    const current = (await live())!.version;
    const earlier = upload();
    await uploadRelease(sessions['sport']!, earlier);
    await uploadRelease(sessions['sport']!, upload());
    // A new shell that mounts only a newer contract.
    await writeFile(join(siteDir, 'section-host.json'), JSON.stringify({ ...TEST_HOST, contractVersions: [2] }));
    try {
      await refusedWithoutChange(
        () => rollbackRelease(sessions['sport']!, 'sport', earlier.version),
        400,
        /Contractversie 1 kent de site niet/,
      );
    } finally {
      await writeFile(join(siteDir, 'section-host.json'), JSON.stringify(TEST_HOST));
    }
    expect(current).not.toBe(earlier.version);
  });

  it('refuses a version that is live, never released, or of nothing', async () => {
    const current = (await live())!.version;
    await refusedWithoutChange(() => rollbackRelease(sessions['sport']!, 'sport', current), 400, /staat al live/);
    await refusedWithoutChange(
      () => rollbackRelease(sessions['sport']!, 'sport', '9.9.9-nooit'),
      404,
      /nooit uitgebracht/,
    );
    await expect(rollbackRelease(sessions['bestuur']!, 'bestaat-niet')).rejects.toMatchObject({ status: 404 });
  });
});

/** The standard Module Federation remote a section build writes in `mf/` beside the import-map build. */
function standardRemote(): ReleaseFile[] {
  const manifest = { id: 'tjas_sport', name: 'tjas_sport', tjas: { files: ['remoteEntry.js'] } };
  return [
    { path: 'mf/mf-manifest.json', content: Buffer.from(JSON.stringify(manifest)) },
    { path: 'mf/remoteEntry.js', content: Buffer.from(`export const build = ${counter};\n`) },
    { path: 'mf/section.d.ts', content: Buffer.from("declare module 'tjas_sport/section' {}\n") },
  ];
}

describe('the registry for other Module Federation hosts', () => {
  it('names a version\u2019s standard manifest beside the shell\u2019s entry, only when the version has one', async () => {
    const withRemote = upload({ extra: standardRemote() });
    await uploadRelease(sessions['sport']!, withRemote);
    const entry = await live();
    // The shell's fields are unchanged; the standard manifest is served where the registry says.
    expect(entry).toMatchObject({
      version: withRemote.version,
      entry: `/sections/sport/${withRemote.version}/mf-manifest.json`,
      mfManifest: `/sections/sport/${withRemote.version}/mf/mf-manifest.json`,
    });
    const served = await fetch(`${pb.url}${entry!.mfManifest!}`);
    expect(served.status).toBe(200);
    expect(((await served.json()) as { name: string }).name).toBe('tjas_sport');
    // Its types beside it, as text (not by the .ts extension, Qt's translation format).
    const types = await fetch(`${pb.url}${entry!.mfManifest!.replace(/mf-manifest\.json$/, 'section.d.ts')}`);
    expect(types.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await types.text()).toBe("declare module 'tjas_sport/section' {}\n");
    // A build without mf/ (built before every build wrote one) gets no field that would 404.
    const without = upload();
    await uploadRelease(sessions['sport']!, without);
    expect(await live()).toMatchObject({ version: without.version });
    expect(await live()).not.toHaveProperty('mfManifest');
  });

  it('points at the origin a version is served from', async () => {
    const remote = upload({ extra: standardRemote() }, { origin });
    for (const file of remote.files) served.set(`/sections/sport/${remote.version}/${file.path}`, file.content);
    await uploadRelease(sessions['sport']!, remote);
    expect(await live()).toMatchObject({
      entry: `${origin}/sections/sport/${remote.version}/mf-manifest.json`,
      mfManifest: `${origin}/sections/sport/${remote.version}/mf/mf-manifest.json`,
    });
  });
});

describe('another origin', () => {
  function publish(release: ReleaseUpload): void {
    for (const file of release.files) served.set(`/sections/sport/${release.version}/${file.path}`, file.content);
  }

  it('is checked before the switch: the files must be there, with CORS for the site', async () => {
    const missing = upload({}, { origin });
    await refusedWithoutChange(() => uploadRelease(sessions['sport']!, missing), 400, /antwoordt met HTTP 404/);
    const release = upload({}, { origin });
    publish(release);
    cors = false;
    await refusedWithoutChange(
      () => uploadRelease(sessions['sport']!, release),
      400,
      /geen passende Access-Control-Allow-Origin/,
    );
    cors = true;
    await refusedWithoutChange(
      () => uploadRelease(sessions['sport']!, { ...release, origin: 'javascript:alert(1)' }),
      400,
      /geen origin/,
    );
    // The origin must serve exactly the build that was uploaded (and reviewed), file for file.
    served.set(`/sections/sport/${release.version}/section.js`, Buffer.from('alert("iets anders")'));
    await refusedWithoutChange(
      () => uploadRelease(sessions['sport']!, release),
      400,
      /section.js is niet het bestand van deze release/,
    );
    publish(release);
    // Only origins the maintainer allows: the server fetches from them, and pages load code from them.
    await refusedWithoutChange(
      () => uploadRelease(sessions['sport']!, { ...release, origin: 'http://169.254.169.254' }),
      400,
      /laadt geen secties van http:\/\/169.254.169.254/,
    );
  });

  it('is where the registry points, and a rollback restores the version with its origin', async () => {
    const remote = upload({}, { origin });
    publish(remote);
    const result = await uploadRelease(sessions['sport']!, remote);
    expect(result.entry).toBe(`${origin}/sections/sport/${remote.version}/mf-manifest.json`);
    expect(await live()).toMatchObject({ entry: result.entry });
    await uploadRelease(sessions['sport']!, upload());
    expect((await live())!.entry.startsWith('/sections/sport/')).toBe(true);
    await rollbackRelease(sessions['sport']!, 'sport');
    expect(await live()).toMatchObject({ version: remote.version, entry: result.entry });
    const [record] = await log();
    expect(record).toMatchObject({ action: 'rollback', origin });
  });
});

describe('a section\u2019s place is the site\u2019s', () => {
  const moves: [string, Partial<typeof SPORT_META>][] = [
    ['its menu name', { label: 'Sport en spel' }],
    ['its path', { prefix: '/schaatsen' }],
    ['its path, to a page of the shell', { prefix: '/zoeken' }],
    ['its order, to be the start page', { order: -100 }],
    ['an order no menu has', { order: 1e300 }],
  ];

  it.each(moves)('a committee\u2019s release that asks for another place (%s) is refused', async (_name, move) => {
    await refusedWithoutChange(
      () => uploadRelease(sessions['sport']!, { ...upload(), meta: { ...SPORT_META, ...move }, withPlace: true }),
      400,
      /De plaats van sectie "sport" \(naam in het menu, pad en volgorde\) kiest een beheerder/,
    );
  });

  it('a committee\u2019s release without a place goes where the site has the section', async () => {
    const before = await live();
    const release = upload();
    await uploadRelease(sessions['sport']!, { ...release, meta: { ...SPORT_META, label: 'Iets anders' } });
    expect(await live()).toMatchObject({ version: release.version, label: before!.label, prefix: before!.prefix });
  });

  const refusedPlaces: [string, Partial<typeof SPORT_META>, RegExp][] = [
    ['a page of the shell', { prefix: '/account' }, /Het pad \/account hoort bij de site zelf/],
    [
      'the search page (from the shell\u2019s own list)',
      { prefix: '/zoeken' },
      /Het pad \/zoeken hoort bij de site zelf/,
    ],
    ['the server\u2019s files', { prefix: '/sections' }, /Het pad \/sections hoort bij de site zelf/],
    ['another section\u2019s path', { prefix: '/nieuws' }, /Het pad \/nieuws is al van sectie "nieuws"/],
    ['no path', { prefix: 'sport' }, /"sport" is geen geldig pad/],
    ['an empty menu name', { label: ' ' }, /Geef de sectie een naam voor het menu/],
    ['an order beyond the menu', { order: 1e300 }, /"order" is een heel getal van -999 tot en met 999/],
    ['an order that is no whole number', { order: 1.5 }, /"order" is een heel getal/],
  ];

  it.each(refusedPlaces)('an admin cannot give it %s', async (_name, move, pattern) => {
    await refusedWithoutChange(
      () => uploadRelease(sessions['bestuur']!, { ...upload(), meta: { ...SPORT_META, ...move }, withPlace: true }),
      400,
      pattern,
    );
    await refusedWithoutChange(
      () => placeSection(sessions['bestuur']!, 'sport', { ...SPORT_META, ...move }),
      400,
      pattern,
    );
  });

  it('an admin\u2019s move or removal without their password for that change is refused, and changes nothing', async () => {
    await refusedWithoutChange(
      () => placeSection(sessions['bestuur']!, 'sport', { ...SPORT_META, order: -100 }),
      403,
      /Bevestig met je wachtwoord: Sectie "sport" op de site zetten als "Sport" op \/sport, volgorde -100/,
    );
    const forOtherChange = await confirmChange(
      sessions['bestuur']!,
      { kind: 'sectie-plaats', section: 'sport', label: 'Sport', prefix: '/sport', order: 1, version: '' },
      DEMO_PASSWORD,
    );
    await refusedWithoutChange(
      () => placeSection(sessions['bestuur']!, 'sport', { ...SPORT_META, order: -100 }, undefined, forOtherChange),
      403,
      /Die bevestiging hoort bij een andere wijziging/,
    );
    await refusedWithoutChange(
      () => removeSection(sessions['bestuur']!, 'sport'),
      403,
      /Bevestig met je wachtwoord: Sectie "sport" van de site halen/,
    );
  });

  it('an admin moves it, without a release; committees may not', async () => {
    const version = (await live())!.version;
    await refusedWithoutChange(
      () => placeSection(sessions['sport']!, 'sport', { ...SPORT_META, label: 'Schaatsen' }),
      403,
      /Je mag de plaats van sectie "sport" niet kiezen: dat doet alleen een beheerder/,
    );
    await placeAs(sessions['bestuur']!, 'sport', { label: 'Schaatsen', prefix: '/schaatsen', order: 5 });
    expect(await live()).toMatchObject({ version, label: 'Schaatsen', prefix: '/schaatsen', order: 5 });
    expect((await log())[0]).toMatchObject({ action: 'place', version });
    // The committee's next release keeps the place the admin chose.
    const release = upload();
    await uploadRelease(sessions['sport']!, release);
    expect(await live()).toMatchObject({ version: release.version, label: 'Schaatsen', prefix: '/schaatsen' });
    await placeAs(sessions['bestuur']!, 'sport', SPORT_META);
    expect(await live()).toMatchObject({ label: 'Sport', prefix: '/sport', order: 2 });
  });

  it('puts a section placed without an order after the others, not first as every member\u2019s start page', async () => {
    const meta = { name: 'proef', label: 'Proef', prefix: '/proef' };
    await uploadRelease(sessions['beheer']!, {
      meta,
      version: '1.0.0-zonder-volgorde',
      files: sectionBundle({ name: 'proef' }),
      withPlace: true,
    });
    /** The last section in the menu, and whether its order is right after the others'. */
    const lastInMenu = async () => {
      const sections = await registry();
      const last = sections.at(-1)!;
      const others = sections.slice(0, -1).map((section) => section.order ?? 0);
      return { name: last.name, justAfter: last.order === Math.max(...others) + 1 };
    };
    expect(await lastInMenu()).toEqual({ name: 'proef', justAfter: true });
    // Moved without an order (the field left empty on /secties): after the others again.
    await placeAs(sessions['bestuur']!, 'sport', { label: 'Sport', prefix: '/sport' });
    expect(await lastInMenu()).toEqual({ name: 'sport', justAfter: true });
    await placeAs(sessions['bestuur']!, 'sport', SPORT_META);
    await removeAs(sessions['bestuur']!, 'proef');
  });
});

describe('only what was accepted is served', () => {
  it('a refused release leaves nothing to fetch and prunes nothing', async () => {
    const before = await stored();
    const release = upload({ extra: [file('orphan.js', 'alert(1)')] }, {});
    await refusal(
      uploadRelease(sessions['bestuur']!, { ...release, meta: { ...SPORT_META, order: 1e300 }, withPlace: true }),
    );
    expect((await fetch(`${pb.url}/sections/sport/${release.version}/orphan.js`)).status).toBe(404);
    expect(await stored()).toEqual(before);
    expect(
      existsSync(join(pb.dataDir, 'section_uploads')) ? await readdir(join(pb.dataDir, 'section_uploads')) : [],
    ).toEqual([]);
  });

  it('what an interrupted release left is removed at start, and was never served', async () => {
    await mkdir(join(pb.dataDir, 'section_uploads', 'sport-halfway', 'assets'), { recursive: true });
    await writeFile(join(pb.dataDir, 'section_uploads', 'sport-halfway', 'section.js'), 'half');
    // A staging folder of the code before, and a version no release recorded.
    for (const folder of ['.staging-1.0.0-x-abcdefgh', '9.9.9-nooit-vastgelegd']) {
      await mkdir(join(pb.dataDir, 'sections', 'sport', folder), { recursive: true });
      await writeFile(join(pb.dataDir, 'sections', 'sport', folder, 'orphan.html'), '<script>alert(1)</script>');
    }
    await pb.kill();
    await withLimits(() => pb.restart());
    for (const folder of ['.staging-1.0.0-x-abcdefgh', '9.9.9-nooit-vastgelegd'])
      expect((await fetch(`${pb.url}/sections/sport/${folder}/orphan.html`)).status).toBe(404);
    expect(await stored()).not.toContain('9.9.9-nooit-vastgelegd');
    expect(await stored()).not.toContain('.staging-1.0.0-x-abcdefgh');
    expect(existsSync(join(pb.dataDir, 'section_uploads'))).toBe(false);
    expect((await fetch(`${pb.url}${(await live())!.entry}`)).status).toBe(200);
    sessions['beheer'] = { site: pb.url, token: pb.admin.authStore.token };
  });

  it('section files are never a page: opened as a document they run in a sandbox', async () => {
    const release = upload({
      extra: [file('assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    });
    await uploadRelease(sessions['sport']!, release);
    const response = await fetch(`${pb.url}/sections/sport/${release.version}/assets/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  const malformed: [string, () => RequestInit, RegExp][] = [
    [
      'no multipart',
      () => ({ body: JSON.stringify({ release: {} }), headers: { 'Content-Type': 'application/json' } }),
      /Stuur een release als multipart\/form-data/,
    ],
    [
      'paths as an object',
      () => form({ paths: JSON.stringify({ a: 'section.js' }) }),
      /"paths" hoort een JSON-lijst van paden te zijn/,
    ],
    [
      'paths that do not match the files',
      () => form({ paths: JSON.stringify(['a.js', 'b.js']) }),
      /noemt 2 paden, maar er zijn 1 bestanden/,
    ],
    [
      '1,001 files',
      () => form({ paths: JSON.stringify(Array.from({ length: 1001 }, (_, index) => `f${index}.js`)) }),
      /De release bevat 1001 bestanden; de grens is 1000/,
    ],
    ['release that is no JSON', () => form({ release: '{' }), /Het veld "release" is geen geldige JSON/],
  ];

  function form(fields: Record<string, string>): RequestInit {
    const body = new FormData();
    body.set('release', fields['release'] ?? JSON.stringify({ version: '1.0.0-kapot' }));
    body.set('paths', fields['paths'] ?? '[]');
    body.append('files', new Blob(['x']), 'a.js');
    return { body };
  }

  it.each(malformed)(
    'a malformed upload (%s) gets a Dutch 400 that names what is wrong',
    async (_name, make, pattern) => {
      const init = make();
      const response = await fetch(`${pb.url}/api/tjas/secties/sport/uitbrengen`, {
        method: 'POST',
        ...init,
        headers: { Authorization: sessions['sport']!.token, ...(init.headers as Record<string, string>) },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message).toMatch(pattern);
    },
  );
});

describe('removing a section', () => {
  it('is for admins; it takes the section off the site and keeps its history, and a release brings it back', async () => {
    const files = sectionBundle({ name: 'tijdelijk' });
    const meta = { name: 'tijdelijk', label: 'Tijdelijk', prefix: '/tijdelijk' };
    await uploadPlaced(sessions['bestuur']!, { meta, version: '1.0.0-a', files });
    await expect(removeSection(sessions['sport']!, 'tijdelijk')).rejects.toMatchObject({
      status: 403,
      problems: [expect.stringContaining('alleen een beheerder')],
    });
    expect(await live('tijdelijk')).toBeDefined();
    expect(await removeAs(sessions['bestuur']!, 'tijdelijk')).toMatchObject({ version: '1.0.0-a' });
    expect(await live('tijdelijk')).toBeUndefined();
    expect((await log('tijdelijk')).map((record) => record['action'])).toEqual(['remove', 'release']);
    // The removal keeps where it was, for the admin who puts it back (/secties starts from it).
    expect((await log('tijdelijk'))[0]!['place']).toMatchObject({ label: 'Tijdelijk', prefix: '/tijdelijk' });
    await expect(removeSection(sessions['bestuur']!, 'tijdelijk')).rejects.toMatchObject({ status: 404 });
    await uploadPlaced(sessions['bestuur']!, {
      meta,
      version: '1.0.0-b',
      files: sectionBundle({ name: 'tijdelijk', text: 'terug' }),
    });
    expect(await live('tijdelijk')).toMatchObject({ version: '1.0.0-b' });
    // Nothing before the removal to roll back to.
    await expect(rollbackRelease(sessions['bestuur']!, 'tijdelijk')).rejects.toMatchObject({ status: 400 });
  });

  it('holds until an admin puts it back: the committee\u2019s release and the maintainer\u2019s next start leave it off', async () => {
    const version = (await live())!.version;
    await removeAs(sessions['bestuur']!, 'sport');
    expect(await live()).toBeUndefined();
    for (const meta of [{ withPlace: false }, { withPlace: true }]) {
      await expect(uploadRelease(sessions['sport']!, { ...upload(), ...meta })).rejects.toMatchObject({
        status: 400,
        problems: [expect.stringContaining('Sectie "sport" staat niet op de site. Een beheerder zet haar erop')],
      });
    }
    // A restart of the site releases what it has never had, not what an admin took off.
    const remotes = await mkdtemp(join(tmpdir(), 'tjas-remotes-'));
    await writeSectionPackage(join(remotes, 'sport'), sectionBundle({ text: 'de build van de beheerder' }));
    expect(await releaseNewSections(pb.admin, remotes, 'tjas')).toEqual([]);
    await rm(remotes, { recursive: true, force: true });
    expect(await live()).toBeUndefined();
    // An admin puts it back, with the version it had.
    await placeAs(sessions['bestuur']!, 'sport', SPORT_META, version);
    expect(await live()).toMatchObject({ version, prefix: '/sport' });
    expect((await log())[0]).toMatchObject({ action: 'place', version });
  });
});

describe('what is live stays live', () => {
  it('keeps only the live version, the one a rollback goes to, and the newest other one (TJAS_SECTION_VERSIONS_KEPT=1)', async () => {
    const releases = [upload(), upload(), upload(), upload()];
    for (const release of releases) await uploadRelease(sessions['sport']!, release);
    expect(await stored()).toEqual([releases[1]!.version, releases[2]!.version, releases[3]!.version].sort());
    await rollbackRelease(sessions['sport']!, 'sport');
    expect(await live()).toMatchObject({ version: releases[2]!.version });
    // The next rollback target is still stored.
    const state = await pb.admin.collection('sections').getFirstListItem('name = "sport"');
    expect(state['rollbackVersion']).toBe(releases[1]!.version);
  });

  it('over N+3 releases, a refused one between them and versions named like built-in keys, keeps exactly what it promises', async () => {
    const names = ['constructor', 'toString', '1.0.0-a', '1.0.0-b'];
    const releases = names.map((version, index) => ({ ...upload({ text: `prune ${index}` }), version }));
    for (const [index, release] of releases.entries()) {
      await uploadRelease(sessions['sport']!, release);
      if (index === 1) await refusal(uploadRelease(sessions['sport']!, upload({ contractVersion: 9 })));
    }
    // Live, the rollback target and the one newest other (N=1); every older one is gone, and
    // the log's rollback target can be rolled back to.
    expect(await stored()).toEqual(['1.0.0-b', '1.0.0-a', 'toString'].sort());
    expect(await rollbackRelease(sessions['sport']!, 'sport')).toMatchObject({ version: '1.0.0-a' });
    expect(await rollbackRelease(sessions['sport']!, 'sport', 'toString')).toMatchObject({ version: 'toString' });
    await uploadRelease(sessions['sport']!, upload());
  });

  it('when two releases of a section race, both versions stay stored and one is live', async () => {
    const racing = [upload(), upload()];
    await Promise.all(racing.map((release) => uploadRelease(sessions['sport']!, release)));
    const versions = await stored();
    for (const release of racing) expect(versions).toContain(release.version);
    expect(racing.map((release) => release.version)).toContain((await live())!.version);
  });

  it('through a shell rebuild and restart, and a first-start release of the maintainer\u2019s build', async () => {
    const released = upload({ text: 'vrijgegeven door de Sportcommissie' });
    await uploadRelease(sessions['sport']!, released);
    // The maintainer builds the shell and every section again, and starts the site.
    await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>Tjas, nieuwe shell</title>');
    const remotes = await mkdtemp(join(tmpdir(), 'tjas-remotes-'));
    await writeSectionPackage(join(remotes, 'sport'), sectionBundle({ text: 'de build van de beheerder' }));
    await pb.kill();
    await withLimits(() => pb.restart());
    expect(await releaseNewSections(pb.admin, remotes, 'tjas')).toEqual([]);
    expect(await live()).toMatchObject({ version: released.version });
    expect(await (await fetch(`${pb.url}/sections/sport/${released.version}/section.js`)).text()).toContain(
      'vrijgegeven door de Sportcommissie',
    );
    await rm(remotes, { recursive: true, force: true });
  });
});
