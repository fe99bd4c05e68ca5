import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';
import { releaseNewSections } from '@tjas/deploy/first-release';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type { PowerChange } from '@tjas/auth';
import {
  confirmChange,
  ReleaseRefused,
  rollbackRelease,
  uploadRelease,
  waitingRelease,
  type ReleaseUpload,
  type SiteSession,
} from '@tjas/deploy/release-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionBundle, testSiteDir, writeSectionPackage } from '../fixtures/section-bundle.ts';
import { environmentOutsideVitest } from './support/outside-env.ts';
import { approveAs, placeAs, removeAs, uploadPlaced } from './support/power-confirmation.ts';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A new section without the maintainers (#35 item 6): an admin makes its place on /secties
// (name, menu name, path, order and the committee that releases it), and from then on that
// committee releases it as the permission table's committees release theirs. No code change,
// no `generate:access`, no step on the server.

let pb: TestPocketBase;
let siteDir: string;
let ids: Record<string, string>;
const sessions: Record<string, SiteSession> = {};

beforeAll(async () => {
  siteDir = await testSiteDir(undefined, { shellPages: true });
  pb = await startTestPocketBase({ publicDir: siteDir, seeded: true });
  ids = await seededIds(pb);
  for (const login of ['redactie', 'sport', 'lid', 'bestuur']) {
    const member = await pb.member(`${login}@tjas.example`, DEMO_PASSWORD);
    sessions[login] = { site: pb.url, token: member.authStore.token };
  }
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await rm(siteDir, { recursive: true, force: true });
});

interface NewPlace {
  name: string;
  label: string;
  prefix: string;
  order: number | null;
  committee: string;
}

/** Sends a new place as `session`, with `confirmation` (an admin's password for exactly it) if given. */
async function makePlace(session: SiteSession, place: NewPlace, confirmation?: string) {
  const response = await fetch(`${pb.url}/api/tjas/secties`, {
    method: 'POST',
    headers: {
      Authorization: session.token,
      'Content-Type': 'application/json',
      ...(confirmation ? { 'X-Tjas-Bevestiging': confirmation } : {}),
    },
    body: JSON.stringify(place),
  });
  const body = (await response.json()) as { message: string; data?: { problems?: string[] } } & Record<string, unknown>;
  return { status: response.status, body, problems: (body.data?.problems ?? [body.message]).join('\n') };
}

const changeOf = (place: NewPlace): PowerChange => ({
  kind: 'sectie-aanmaken',
  section: place.name,
  label: place.label,
  prefix: place.prefix,
  order: place.order,
  committee: place.committee,
});

/** An admin's place, confirmed with their password as the dialog on /secties does. */
async function makeConfirmed(session: SiteSession, place: NewPlace) {
  return makePlace(session, place, await confirmChange(session, changeOf(place), DEMO_PASSWORD));
}

function release(name: string, version: string, text = version): ReleaseUpload {
  return {
    meta: { name, label: 'Voorstel', prefix: `/${name}-voorstel` },
    version,
    files: sectionBundle({ name, text }),
  };
}

async function registry() {
  const answer = (await (await fetch(`${pb.url}/remotes.json`)).json()) as {
    sections: { name: string; label: string; prefix: string; order?: number; version: string }[];
  };
  return answer.sections;
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

describe('a place for a new section', () => {
  it('is made by admins only, never through the collection', async () => {
    const place = { name: 'nergens', label: 'Nergens', prefix: '/nergens', order: 9, committee: ids['Redactie']! };
    for (const login of ['redactie', 'lid']) {
      const answer = await makePlace(sessions[login]!, place);
      expect(answer.status).toBe(403);
      expect(answer.problems).toBe('Je mag geen plaats voor een nieuwe sectie maken: dat doet alleen een beheerder.');
    }
    expect((await makePlace({ site: pb.url, token: '' }, place)).status).toBe(401);
    const member = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
    await expect(member.collection('section_places').create(place)).rejects.toMatchObject({ status: 403 });
    expect(await pb.admin.collection('section_places').getFullList()).toEqual([]);
  });

  it('needs the admin\u2019s password for exactly that place and committee', async () => {
    const place = { name: 'nergens', label: 'Nergens', prefix: '/nergens', order: 9, committee: ids['Redactie']! };
    const without = await makePlace(sessions['bestuur']!, place);
    expect(without.status).toBe(403);
    expect(without.body.message).toContain(
      'Bevestig met je wachtwoord: Nieuwe sectie "nergens" maken als "Nergens" op /nergens, volgorde 9, uit te brengen door de Redactie',
    );
    // A confirmation of another committee does not make this one.
    const other = await confirmChange(
      sessions['bestuur']!,
      changeOf({ ...place, committee: ids['Sportcommissie']! }),
      DEMO_PASSWORD,
    );
    expect((await makePlace(sessions['bestuur']!, place, other)).status).toBe(403);
    expect(await pb.admin.collection('section_places').getFullList()).toEqual([]);
  });

  it('refuses, in Dutch, a name, path or committee that cannot be a new section', async () => {
    const base = { name: 'nieuw', label: 'Nieuw', prefix: '/nieuw', order: 9, committee: ids['Redactie']! };
    // The built site's static folders, as the shell's build writes them.
    await mkdir(join(siteDir, 'icons'), { recursive: true });
    await mkdir(join(siteDir, 'site-mf'), { recursive: true });
    const cases: [Partial<NewPlace>, RegExp][] = [
      [{ name: 'Nieuw!' }, /Geef de sectie een naam \("name"\) van kleine letters/],
      [{ name: 'sport' }, /Sectie "sport" is een van de vaste secties van de site/],
      [{ prefix: '/account' }, /Het pad \/account hoort bij de site zelf/],
      [{ prefix: '/api' }, /Het pad \/api hoort bij de site zelf/],
      [{ prefix: '/icons' }, /Het pad \/icons hoort bij de site zelf/],
      [{ prefix: '/site-mf' }, /Het pad \/site-mf hoort bij de site zelf/],
      // tjas_site is the site's own provider remote.
      [{ name: 'site' }, /"site" is de naam van de site zelf/],
      [{ prefix: 'nieuw' }, /"nieuw" is geen geldig pad voor een sectie/],
      [{ label: ' ' }, /Geef de sectie een naam voor het menu/],
      [{ committee: 'bestaatnietxxxx' }, /Kies de commissie die de sectie uitbrengt/],
      [{ order: 1.5 }, /"order" is een heel getal/],
      // Without an order PocketBase would store 0: the new section first, as the start page.
      [{ order: null }, /Geef de sectie een plek in het menu \("order"\)/],
    ];
    for (const [change, pattern] of cases) {
      const answer = await makePlace(sessions['bestuur']!, { ...base, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.problems).toMatch(pattern);
    }
  });
});

describe('the first start of a site with a made place', () => {
  it('leaves a built section with an admin-made place to its committee, reviewed, at the admin\u2019s place', async () => {
    const place = { name: 'kranten', label: 'Kranten', prefix: '/kranten', order: 7, committee: ids['Redactie']! };
    expect((await makeConfirmed(sessions['bestuur']!, place)).status).toBe(201);
    const remotes = await mkdtemp(join(tmpdir(), 'tjas-remotes-'));
    try {
      // The package proposes another menu name, path and order.
      await writeSectionPackage(join(remotes, 'kranten'), sectionBundle({ name: 'kranten', text: 'de build' }), {
        name: 'kranten',
        label: 'Krant van het pakket',
        prefix: '/krant-van-het-pakket',
        order: 1,
      });
      expect(await releaseNewSections(pb.admin, remotes, 'tjas')).toEqual([]);
    } finally {
      await rm(remotes, { recursive: true, force: true });
    }
    expect((await registry()).map((section) => section.name)).not.toContain('kranten');
    expect(await pb.admin.collection('section_releases').getFullList({ filter: 'section = "kranten"' })).toEqual([]);
    const [kept] = await pb.admin.collection('section_places').getFullList({ filter: 'name = "kranten"' });
    expect(kept).toMatchObject({ label: 'Kranten', prefix: '/kranten', order: 7 });
  });
});

describe('a new section\u2019s committee', () => {
  const place = { name: 'verslagen', label: 'Verslagen', prefix: '/verslagen', order: 8, committee: '' };

  it('releases the section an admin made a place for, with no other step', async () => {
    place.committee = ids['Redactie']!;
    const made = await makeConfirmed(sessions['bestuur']!, place);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'verslagen', prefix: '/verslagen', order: 8, committeeName: 'Redactie' });
    // Not on the site before its first release.
    expect((await registry()).map((section) => section.name)).not.toContain('verslagen');

    // Another committee may not release it, and says who may.
    await refused(
      uploadRelease(sessions['sport']!, release('verslagen', '1.0.0')),
      403,
      /^Je mag sectie "verslagen" niet uitbrengen: dat doet de Redactie of een beheerder\.$/,
    );
    await refused(uploadRelease(sessions['lid']!, release('verslagen', '1.0.0')), 403, /dat doet de Redactie/);

    // Its own committee may; its release waits for a second person, as any committee's does.
    const submitted = await uploadRelease(sessions['redactie']!, release('verslagen', '1.0.0'));
    expect(submitted).toMatchObject({ section: 'verslagen', version: '1.0.0', status: 'review' });
    const waiting = await waitingRelease(sessions['redactie']!, 'verslagen');
    expect(waiting).toMatchObject({ version: '1.0.0', releasedByName: 'Rik Redactie' });
    await approveAs(sessions['bestuur']!, 'verslagen');

    // Live where the admin put it: in the registry the shell's menu is made from.
    expect((await registry()).find((section) => section.name === 'verslagen')).toMatchObject({
      label: 'Verslagen',
      prefix: '/verslagen',
      order: 8,
      version: '1.0.0',
    });
    expect((await fetch(`${pb.url}/sections/verslagen/1.0.0/section.js`)).status).toBe(200);
  });

  it('keeps every other right of a release: history, health, rollback; never the place', async () => {
    await uploadRelease(sessions['redactie']!, release('verslagen', '1.1.0'));
    await approveAs(sessions['bestuur']!, 'verslagen');
    // The committee reads its health and history, and rolls back.
    const health = await fetch(`${pb.url}/api/tjas/secties/verslagen/gezondheid`, {
      headers: { Authorization: sessions['redactie']!.token },
    });
    expect(health.status).toBe(200);
    const member = await pb.member('redactie@tjas.example', DEMO_PASSWORD);
    const history = await member
      .collection('section_releases')
      .getFullList({ filter: 'section = "verslagen"', sort: 'seq' });
    expect(history.map((record) => `${record['action']} ${record['version']}`)).toEqual([
      'submit 1.0.0',
      'release 1.0.0',
      'submit 1.1.0',
      'release 1.1.0',
    ]);
    const sport = await pb.member('sport@tjas.example', DEMO_PASSWORD);
    expect(await sport.collection('section_releases').getFullList({ filter: 'section = "verslagen"' })).toEqual([]);
    await refused(rollbackRelease(sessions['sport']!, 'verslagen'), 403, /dat doet de Redactie/);
    expect(await rollbackRelease(sessions['redactie']!, 'verslagen')).toMatchObject({ version: '1.0.0' });

    // A release carries code only: asking for another place is refused.
    await refused(
      uploadRelease(sessions['redactie']!, { ...release('verslagen', '1.2.0'), withPlace: true }),
      400,
      /kiest een beheerder op \/secties/,
    );
  });

  it('holds its path: no other place or section takes it', async () => {
    const taken = await makePlace(sessions['bestuur']!, {
      name: 'anders',
      label: 'Anders',
      prefix: '/verslagen',
      order: 9,
      committee: ids['Redactie']!,
    });
    expect(taken.status).toBe(400);
    expect(taken.problems).toContain('Het pad /verslagen is al van sectie "verslagen".');
    const again = await makePlace(sessions['bestuur']!, { ...place, prefix: '/verslagen-2' });
    expect(again.problems).toContain('Er is al een plaats voor sectie "verslagen".');

    // A place made before its first release holds its path against an admin's release elsewhere.
    const later = {
      name: 'agenda',
      label: 'Agenda',
      prefix: '/agenda',
      order: 9,
      committee: ids['Activiteitencommissie']!,
    };
    expect((await makeConfirmed(sessions['bestuur']!, later)).status).toBe(201);
    // A committee with a place of its own reads that section's history, not another's.
    const organiser = await pb.member('activiteiten@tjas.example', DEMO_PASSWORD);
    expect(await organiser.collection('section_releases').getFullList({ filter: 'section = "verslagen"' })).toEqual([]);
    await refused(
      uploadPlaced(sessions['bestuur']!, {
        meta: { name: 'anders', label: 'Anders', prefix: '/agenda', order: 9 },
        version: '1.0.0',
        files: sectionBundle({ name: 'anders' }),
      }),
      400,
      /Het pad \/agenda is al van sectie "agenda"/,
    );
  });

  it('releases it with the release command, which knows the place’s committee too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tjas-verslagen-'));
    try {
      await writeSectionPackage(dir, sectionBundle({ name: 'verslagen', text: 'met het commando' }), {
        name: 'verslagen',
        label: 'Verslagen',
        prefix: '/verslagen',
        order: 8,
      });
      const args = ['verslagen', '--dist', join(dir, 'dist'), '--site', pb.url];
      const refusedRun = await releaseCommand('sport', args);
      expect(refusedRun.code).toBe(1);
      expect(refusedRun.output).toContain(
        'Je mag sectie "verslagen" niet uitbrengen: dat doet de Redactie of een beheerder.',
      );
      const released = await releaseCommand('redactie', args);
      expect(released.output).toMatch(/verslagen \S+ is klaar voor controle/);
      expect(released.code).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses another committee\u2019s --list and the releaser\u2019s own --approve before printing anything', async () => {
    const waiting = await waitingRelease(sessions['redactie']!, 'verslagen');
    expect(waiting).toMatchObject({ releasedByName: 'Rik Redactie' });
    // The site knows the section as live: without a right to its history, nothing of it shows.
    const listed = await releaseCommand('sport', ['verslagen', '--list', '--site', pb.url]);
    expect(listed.code).toBe(1);
    expect(listed.output).toContain('Je mag de geschiedenis van "verslagen" niet zien');
    expect(listed.output).not.toMatch(/verslagen: live|verslagen is nog nooit/);

    const own = await releaseCommand('redactie', ['verslagen', '--site', pb.url, '--approve', waiting!.version]);
    expect(own.code).toBe(1);
    expect(own.output).toContain('Je kunt je eigen release niet goedkeuren');
    expect(own.output).not.toMatch(/wacht op controle|Broncode|Gebouwde bestanden/);
    // Reading one's own waiting release says who approves it, not how to approve it.
    const read = await releaseCommand('redactie', ['verslagen', '--site', pb.url, '--approve']);
    expect(read.code).toBe(0);
    expect(read.output).toContain(
      `Je hebt deze release zelf uitgebracht: een ander keurt haar goed, op ${pb.url}/secties of met:\n  npm run -s release:section -- verslagen --site ${pb.url} --approve ${waiting!.version}`,
    );
    expect(read.output).not.toContain('Goedkeuren doe je door de versie te noemen');
    // The site refuses it too, whatever a client shows first.
    await refused(approveAs(sessions['redactie']!, 'verslagen'), 403, /Je kunt je eigen release niet goedkeuren/);
  }, 60_000);

  it('says a failed look-up of the place as the connection\u2019s or the login\u2019s failure, not as "only an admin"', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tjas-verslagen-'));
    const target = new URL(pb.url);
    let failure: 'drop' | 'refuse' = 'drop';
    // The site, except that its answer about section places fails as a network or a login would.
    const proxy = createServer((request, response) => {
      if (request.url?.startsWith('/api/collections/section_places/')) {
        if (failure === 'drop') return request.socket.destroy();
        response.writeHead(401, { 'Content-Type': 'application/json' });
        return response.end(
          JSON.stringify({ status: 401, message: 'The request requires valid record authorization token.' }),
        );
      }
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      await writeSectionPackage(dir, sectionBundle({ name: 'verslagen' }), {
        name: 'verslagen',
        label: 'Verslagen',
        prefix: '/verslagen',
        order: 8,
      });
      const args = ['verslagen', '--dist', join(dir, 'dist'), '--site', site];
      const dropped = await releaseCommand('redactie', args);
      expect(dropped.code).toBe(1);
      expect(dropped.output).toContain(`${site} is niet bereikbaar.`);
      expect(dropped.output).not.toContain('alleen een beheerder');
      failure = 'refuse';
      const refusedRun = await releaseCommand('redactie', args);
      expect(refusedRun.code).toBe(1);
      expect(refusedRun.output).toContain('De site weigert de sessie van redactie@tjas.example.');
      expect(refusedRun.output).not.toContain('alleen een beheerder');
    } finally {
      proxy.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('follows where an admin moves it, and stays off the site once an admin took it off', async () => {
    await placeAs(sessions['bestuur']!, 'verslagen', { label: 'Verslagen', prefix: '/verslagen-nu', order: 8 });
    const [placed] = await pb.admin.collection('section_places').getFullList({ filter: 'name = "verslagen"' });
    expect(placed).toMatchObject({ prefix: '/verslagen-nu', order: 8 });
    // The path it left is free again.
    const old = { name: 'oud', label: 'Oud', prefix: '/verslagen', order: 9, committee: ids['Redactie']! };
    expect((await makeConfirmed(sessions['bestuur']!, old)).status).toBe(201);

    // Taken off by an admin, it stays off whatever its committee uploads; it keeps its rights.
    const { version } = (await registry()).find((section) => section.name === 'verslagen')!;
    await removeAs(sessions['bestuur']!, 'verslagen');
    await refused(
      uploadRelease(sessions['redactie']!, release('verslagen', '1.3.0')),
      400,
      /Sectie "verslagen" staat niet op de site\. Een beheerder zet haar erop/,
    );
    await placeAs(
      sessions['bestuur']!,
      'verslagen',
      { label: 'Verslagen', prefix: '/verslagen-nu', order: 8 },
      version,
    );
    expect(await uploadRelease(sessions['redactie']!, release('verslagen', '1.3.0'))).toMatchObject({
      status: 'review',
    });
  });
});

/** The compiled release command as `pnpm release:section` runs it, logged in as the demo member `login`. */
function releaseCommand(login: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['packages/deploy/bin/release-section.js', ...args], {
      cwd: REPO_ROOT,
      env: { ...environmentOutsideVitest(), TJAS_EMAIL: `${login}@tjas.example`, TJAS_PASSWORD: DEMO_PASSWORD },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

describe('removing a place', () => {
  /** Asks to remove the place of `name` as `session`, with `confirmation` if given. */
  async function removePlace(session: SiteSession, name: string, confirmation?: string) {
    const response = await fetch(`${pb.url}/api/tjas/secties/${name}/plaats`, {
      method: 'DELETE',
      headers: { Authorization: session.token, ...(confirmation ? { 'X-Tjas-Bevestiging': confirmation } : {}) },
    });
    const body = (await response.json()) as { message: string };
    return { status: response.status, message: body.message };
  }
  const change = (section: string): PowerChange => ({ kind: 'sectie-plaats-verwijderen', section });

  it('frees the path of a section never released, by an admin who confirms it', async () => {
    const place = {
      name: 'tijdelijk',
      label: 'Tijdelijk',
      prefix: '/tijdelijk',
      order: 9,
      committee: ids['Redactie']!,
    };
    expect((await makeConfirmed(sessions['bestuur']!, place)).status).toBe(201);
    for (const login of ['redactie', 'lid'])
      expect(await removePlace(sessions[login]!, 'tijdelijk')).toEqual({
        status: 403,
        message: 'Je mag geen plaats van een sectie verwijderen: dat doet alleen een beheerder.',
      });
    const without = await removePlace(sessions['bestuur']!, 'tijdelijk');
    expect(without.status).toBe(403);
    expect(without.message).toContain('Bevestig met je wachtwoord: De plaats voor sectie "tijdelijk" verwijderen');
    // A confirmation of another change does not remove it.
    const other = await confirmChange(sessions['bestuur']!, change('verslagen'), DEMO_PASSWORD);
    expect((await removePlace(sessions['bestuur']!, 'tijdelijk', other)).status).toBe(403);
    expect(await pb.admin.collection('section_places').getFullList({ filter: 'name = "tijdelijk"' })).toHaveLength(1);

    const confirmed = await confirmChange(sessions['bestuur']!, change('tijdelijk'), DEMO_PASSWORD);
    expect((await removePlace(sessions['bestuur']!, 'tijdelijk', confirmed)).status).toBe(200);
    expect(await pb.admin.collection('section_places').getFullList({ filter: 'name = "tijdelijk"' })).toEqual([]);
    // Its path and name are free again, and its committee no longer releases it.
    await refused(uploadRelease(sessions['redactie']!, release('tijdelijk', '1.0.0')), 403, /alleen een beheerder/);
    const again = { ...place, name: 'ander-tijdelijk' };
    expect((await makeConfirmed(sessions['bestuur']!, again)).status).toBe(201);
    expect((await removePlace(sessions['bestuur']!, 'bestaat-niet')).status).toBe(404);
  });

  it('keeps the place of a section that is on the site', async () => {
    expect((await registry()).map((section) => section.name)).toContain('verslagen');
    const confirmed = await confirmChange(sessions['bestuur']!, change('verslagen'), DEMO_PASSWORD);
    expect(await removePlace(sessions['bestuur']!, 'verslagen', confirmed)).toEqual({
      status: 409,
      message: 'Sectie "verslagen" staat op de site. Haal haar eerst van de site; dan kun je haar plaats verwijderen.',
    });
    expect(await pb.admin.collection('section_places').getFullList({ filter: 'name = "verslagen"' })).toHaveLength(1);
  });
});

describe('a section without a place yet', () => {
  const meta = { name: 'nieuwsbrief', label: 'Nieuwsbrief', prefix: '/nieuwsbrief', order: 6 };

  it('tells a committee to ask an admin for a place on /secties, in the command and on the site', async () => {
    const advice =
      'Sectie "nieuwsbrief" heeft nog geen plaats op de site, dus alleen een beheerder mag haar uitbrengen. Vraag een beheerder (Bestuur of ICT-commissie) om op /secties een plaats voor "nieuwsbrief" te maken voor je commissie.';
    await refused(
      uploadRelease(sessions['sport']!, release('nieuwsbrief', '1.0.0')),
      403,
      new RegExp(`^${advice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    const dir = await mkdtemp(join(tmpdir(), 'tjas-nieuwsbrief-'));
    try {
      await writeSectionPackage(dir, sectionBundle({ name: 'nieuwsbrief' }), meta);
      const run = await releaseCommand('sport', ['nieuwsbrief', '--dist', join(dir, 'dist'), '--site', pb.url]);
      expect(run.code).toBe(1);
      expect(run.output).toContain(advice);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('tells an admin\u2019s --place release that another admin approves it, and the place it asked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tjas-nieuwsbrief-'));
    try {
      await writeSectionPackage(dir, sectionBundle({ name: 'nieuwsbrief' }), meta);
      const run = await releaseCommand('bestuur', [
        'nieuwsbrief',
        '--dist',
        join(dir, 'dist'),
        '--site',
        pb.url,
        '--place',
      ]);
      expect(run.output).toMatch(
        /nieuwsbrief \S+ is klaar voor controle\. Een andere beheerder \(nieuwsbrief heeft nog geen commissie die haar uitbrengt\) keurt haar goed/,
      );
      expect(run.output).not.toContain('Een ander lid met uitbrengrechten');
      expect(run.output).toContain(
        'Gevraagde plaats, zodra ze live staat: "Nieuwsbrief" in het menu, op /nieuwsbrief, volgorde 6.',
      );
      expect(run.code).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
