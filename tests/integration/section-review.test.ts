import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import {
  approveRelease,
  confirmChange,
  rejectRelease,
  waitingRelease,
  ReleaseRefused,
  rollbackRelease,
  uploadRelease,
  type ReleaseUpload,
  type SiteSession,
} from '@tjas/deploy/release-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionBundle, SPORT_META, testSiteDir } from '../fixtures/section-bundle.ts';
import { environmentOutsideVitest } from './support/outside-env.ts';
import { approveAs, placeAs, removeAs } from './support/power-confirmation.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A committee's release reaches members only after a second person with release rights for the
// section, or an admin, approved it; the reviewer reads what changes first.

let pb: TestPocketBase;
let siteDir: string;
const sessions: Record<string, SiteSession> = {};
let counter = 0;

beforeAll(async () => {
  siteDir = await testSiteDir();
  pb = await startTestPocketBase({ publicDir: siteDir, seeded: true });
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

/** The release of `name` that waits, as its reviewer reads it (with its submission's id). */
async function waitingOf(name: string) {
  const found = await waitingRelease(sessions['bestuur']!, name);
  if (!found) throw new Error(`Er wacht geen release van ${name}.`);
  return found;
}

const NOTHING = (section: string) => ({ section, version: '', submission: '' });

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

    const waiting = await waitingOf('sport');
    await refused(
      approveRelease(sessions['sport']!, waiting),
      403,
      /Je kunt je eigen release niet goedkeuren: dat doet een ander lid met uitbrengrechten/,
    );
    for (const login of ['lid', 'media'])
      await refused(approveRelease(sessions[login]!, waiting), 403, /Je mag sectie "sport" niet uitbrengen/);
    expect(await live()).toEqual(before);

    // A session alone does not approve: the reviewer's password confirms this one approval.
    await refused(
      approveRelease(sessions['trainer']!, waiting),
      403,
      new RegExp(
        `Bevestig met je wachtwoord: Versie ${upload.version} van sectie "sport", uitgebracht door Sem Sporters, goedkeuren en live zetten`,
      ),
    );
    // Naming no submission (the one the reviewer read) is refused too.
    await refused(
      approveRelease(sessions['trainer']!, { ...waiting, submission: '' }),
      400,
      /Noem de release die je goedkeurt/,
    );
    expect(await live()).toEqual(before);
    const approved = await approveAs(sessions['trainer']!, 'sport');
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
      approveRelease(sessions['trainer']!, NOTHING('sport')),
      404,
      /Er wacht geen release van "sport" op controle/,
    );
    // Asking what waits is no error when nothing does (/secties asks for every section).
    const nothing = await fetch(`${pb.url}/api/tjas/secties/sport/controle`, {
      headers: { Authorization: sessions['trainer']!.token },
    });
    expect(nothing.status).toBe(200);
    expect(await nothing.json()).toBeNull();
    expect(await waitingRelease(sessions['trainer']!, 'sport')).toBeNull();
  });

  it('is shown to its reviewer as a diff of the sources and the built files against the live version', async () => {
    const liveVersion = (await live())!.version;
    const upload = release('nog nieuwere uitslagen');
    await uploadRelease(sessions['sport']!, upload);
    const response = await fetch(`${pb.url}/api/tjas/secties/sport/controle`, {
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
    const other = await fetch(`${pb.url}/api/tjas/secties/sport/controle`, {
      headers: { Authorization: sessions['media']!.token },
    });
    expect(other.status).toBe(403);
    await approveAs(sessions['bestuur']!, 'sport');
    expect(await live()).toMatchObject({ version: upload.version });
  });

  it('is replaced by a newer one, which is the one to approve', async () => {
    const first = release('eerste poging');
    const second = release('tweede poging');
    await uploadRelease(sessions['sport']!, first);
    await uploadRelease(sessions['sport']!, second);
    expect(await waitingFolders()).toEqual([second.version]);
    const read = await waitingOf('sport');
    await refused(
      approveRelease(sessions['trainer']!, { ...read, version: first.version }),
      409,
      new RegExp(`Versie ${first.version} van "sport" wacht niet op controle; versie ${second.version} wel`),
    );
    await approveAs(sessions['trainer']!, 'sport');
    expect(await live()).toMatchObject({ version: second.version });
    // The history says the first waited and was replaced, not that it is still to be reviewed.
    const list = execFileSync(
      process.execPath,
      ['packages/deploy/bin/release-section.js', 'sport', '--list', '--site', pb.url],
      {
        encoding: 'utf8',
        env: { ...environmentOutsideVitest(), TJAS_EMAIL: 'sport@tjas.example', TJAS_PASSWORD: DEMO_PASSWORD },
      },
    );
    expect(list).toMatch(new RegExp(`klaar voor controle: ${second.version} door `));
    expect(list).toMatch(new RegExp(`vervangen, wachtte op controle: ${first.version} door `));
    expect(list).not.toMatch(new RegExp(`klaar voor controle: ${first.version} `));
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
    await refused(approveRelease(sessions['bestuur']!, NOTHING('sport')), 404, /Er wacht geen release/);
    // Nor does a rollback bring it, which says why.
    await refused(
      rollbackRelease(sessions['sport']!, 'sport', upload.version),
      404,
      new RegExp(`Versie ${upload.version} van "sport" is afgewezen en nooit live geweest`),
    );
  });

  it('of a section that was taken off the site cannot be approved', async () => {
    await uploadRelease(sessions['sport']!, release('voor een sectie die verdwijnt'));
    const version = (await live())!.version;
    const waiting = await waitingOf('sport');
    await removeAs(sessions['bestuur']!, 'sport');
    await refused(approveRelease(sessions['trainer']!, waiting), 400, /Sectie "sport" staat niet op de site/);
    await placeAs(sessions['bestuur']!, 'sport', SPORT_META, version);
    expect(await live()).toMatchObject({ version });
    await rejectRelease(sessions['sport']!, 'sport');
  });
});

describe('an admin\u2019s release', () => {
  it('of a new section waits too, and goes on the site at the place it asked for once another admin approves it', async () => {
    const meta = { name: 'nieuws', label: 'Nieuws', prefix: '/nieuws', order: 7 };
    const upload = { meta, version: '0.1.0-a', files: sectionBundle({ name: 'nieuws' }), withPlace: true };
    // Choosing a place is power: the admin's password for this place and version.
    await refused(
      uploadRelease(sessions['bestuur']!, upload),
      403,
      /Bevestig met je wachtwoord: Sectie "nieuws" \(versie 0.1.0-a\) op de site zetten als "Nieuws" op \/nieuws, volgorde 7/,
    );
    const placement = await confirmChange(
      sessions['bestuur']!,
      { kind: 'sectie-plaats', section: 'nieuws', version: '0.1.0-a', label: 'Nieuws', prefix: '/nieuws', order: 7 },
      DEMO_PASSWORD,
    );
    expect(await uploadRelease(sessions['bestuur']!, upload, placement)).toMatchObject({ status: 'review' });
    const registry = async () =>
      ((await (await fetch(`${pb.url}/remotes.json`)).json()) as { sections: { name: string }[] }).sections;
    expect((await registry()).map((section) => section.name)).not.toContain('nieuws');
    const waiting = await waitingOf('nieuws');
    expect(waiting.place).toEqual({ label: 'Nieuws', prefix: '/nieuws', order: 7 });
    await refused(approveRelease(sessions['bestuur']!, waiting), 403, /Je kunt je eigen release niet goedkeuren/);
    // Committees do not release a section without a permission of its own.
    await refused(approveRelease(sessions['sport']!, waiting), 403, /dus alleen een beheerder mag haar uitbrengen/);
    await approveAs(sessions['ict']!, 'nieuws');
    expect(await registry()).toContainEqual(
      expect.objectContaining({ name: 'nieuws', prefix: '/nieuws', label: 'Nieuws', order: 7, version: '0.1.0-a' }),
    );
  });
});

describe('what a reviewer approves is what they read', () => {
  it('a version rejected once cannot come back as another build', async () => {
    const upload = release('eerste bouw van deze versie');
    await uploadRelease(sessions['sport']!, upload);
    await rejectRelease(sessions['sport']!, 'sport', upload.version);
    const swapped = { ...upload, files: sectionBundle({ text: 'iets heel anders onder dezelfde versie' }) };
    await refused(uploadRelease(sessions['sport']!, swapped), 409, /bestaat al, met een andere build/);
    expect(await waitingRelease(sessions['trainer']!, 'sport')).toBeNull();
  });

  it('a file that changed but kept its size is shown as changed, whatever its kind', async () => {
    const picture = (content: string) => ({ path: 'assets/pic.png', content: Buffer.from(content) });
    const first = {
      ...release('met een plaatje'),
      files: sectionBundle({ text: 'plaatje', extra: [picture('AAAA')] }),
    };
    await uploadRelease(sessions['sport']!, first);
    await approveAs(sessions['trainer']!, 'sport');
    const second = {
      ...release('met een ander plaatje'),
      files: sectionBundle({ text: 'plaatje', extra: [picture('BBBB')] }),
    };
    await uploadRelease(sessions['sport']!, second);
    const waiting = await waitingOf('sport');
    expect(waiting.files.find((file) => file.path === 'assets/pic.png')).toMatchObject({
      status: 'gewijzigd',
      before: 4,
      after: 4,
    });
    await rejectRelease(sessions['sport']!, 'sport');
  });

  it('an approval names the submission its reviewer read; a newer one is not approved with it', async () => {
    const read = release('wat de controleur las');
    await uploadRelease(sessions['sport']!, read);
    const seen = await waitingOf('sport');
    const change = {
      kind: 'release-goedkeuren' as const,
      section: 'sport',
      version: seen.version,
      submission: seen.submission,
    };
    const confirmation = await confirmChange(sessions['trainer']!, change, DEMO_PASSWORD);
    await uploadRelease(sessions['sport']!, release('wat daarna kwam'));
    await refused(
      approveRelease(sessions['trainer']!, seen, confirmation),
      409,
      /wacht niet op controle|wacht niet meer/,
    );
    expect((await live())!.version).not.toBe(read.version);
    await rejectRelease(sessions['sport']!, 'sport');
  });

  it('an admin\u2019s release that moves a live section is confirmed for that place, and shown to the reviewer', async () => {
    const moved = { ...release('verhuisd'), meta: { ...SPORT_META, prefix: '/schaatsen' }, withPlace: true };
    await refused(uploadRelease(sessions['bestuur']!, moved), 403, /Bevestig met je wachtwoord: Sectie "sport"/);
    const placement = await confirmChange(
      sessions['bestuur']!,
      {
        kind: 'sectie-plaats',
        section: 'sport',
        version: moved.version,
        label: 'Sport',
        prefix: '/schaatsen',
        order: 2,
      },
      DEMO_PASSWORD,
    );
    await uploadRelease(sessions['bestuur']!, moved, placement);
    expect((await waitingOf('sport')).place).toMatchObject({ prefix: '/schaatsen' });
    await approveAs(sessions['trainer']!, 'sport');
    expect(await live()).toMatchObject({ version: moved.version, prefix: '/schaatsen' });
    await placeAs(sessions['bestuur']!, 'sport', SPORT_META);
    expect(await live()).toMatchObject({ prefix: '/sport' });
  });

  it('a version nobody reviewed (released before review, or while it was off) does not come back by a rollback', async () => {
    const current = (await live())!.version;
    const unreviewed = '0.9.0-ongecontroleerd';
    await cp(join(pb.dataDir, 'sections', 'sport', current), join(pb.dataDir, 'sections', 'sport', unreviewed), {
      recursive: true,
    });
    const sport = await pb.admin.collection('users').getFirstListItem('username = "sport"');
    const fake = await pb.admin.collection('section_releases').create({
      section: 'sport',
      seq: 9000,
      action: 'release',
      version: unreviewed,
      entry: `/sections/sport/${unreviewed}/mf-manifest.json`,
      releasedBy: sport.id,
      releasedByName: 'Sem Sporters',
    });
    await refused(
      rollbackRelease(sessions['sport']!, 'sport', unreviewed),
      400,
      /Versie 0.9.0-ongecontroleerd is nooit door een tweede persoon goedgekeurd/,
    );
    expect((await live())!.version).toBe(current);
    await pb.admin.collection('section_releases').delete(fake.id);
    await rm(join(pb.dataDir, 'sections', 'sport', unreviewed), { recursive: true });
  });
});

describe('what needs no second review', () => {
  it('a rollback to a version that was approved before', async () => {
    const live1 = (await live())!.version;
    const upload = release('nog een versie');
    await uploadRelease(sessions['sport']!, upload);
    await approveAs(sessions['trainer']!, 'sport');
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
    await approveAs({ site: pb.url, token: reviewer.authStore.token }, 'sport');
    expect(await live()).toMatchObject({ version: upload.version });
  });
});
