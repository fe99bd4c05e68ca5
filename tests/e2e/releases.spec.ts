import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  approveRelease,
  confirmChange,
  rollbackRelease,
  uploadRelease,
  type SiteSession,
} from '@tjas/deploy/release-client';
import { buildRelease } from '@tjas/deploy/build-release';
import { readSectionPackage } from '@tjas/federation/section-package';
import { expect, test, type Page } from '@playwright/test';
import { buildSkewedEvents } from '../fixtures/skewed-section.ts';
import {
  API,
  apiToken,
  confirmWithPassword,
  DEMO_PASSWORD,
  links,
  liveSection,
  liveSections,
  logIn,
  openAs,
  sharedWithShell,
} from './support.ts';

// Committees release their sections through the site, while members use it. Runs after every
// other end-to-end test (project "alone"), one test at a time: each one changes what the whole
// site serves.
const SITE_URL = API.replace(/\/api$/, '');
const SECTIONS_DIR = '.tmp/e2e/pb_data/sections';
const SPORT_TEXT = 'Wedstrijduitslagen van onze leden.';
const EVENTS_TEXT = 'Meld je aan voor trainingen, wedstrijden en activiteiten.';
/** The e2e server under another name: another origin for the browser. */
const OTHER_ORIGIN = 'http://localhost:8097';

/** The maintainer's build of `section` (what the first start released), with `from` replaced by `to` in its code: a new version. */
async function changedBuild(section: string, from: string, to: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `tjas-${section}-`));
  await cp(join('remotes', section, 'dist'), dir, { recursive: true });
  let changed = false;
  for (const file of await readdir(dir, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(join(dir, file), 'utf8');
    if (code.includes(from)) {
      await writeFile(join(dir, file), code.replace(from, to));
      changed = true;
    }
  }
  if (!changed) throw new Error(`"${from}" staat niet in de code van ${section}.`);
  return dir;
}

/** Runs `pnpm release:section` as the volunteer `login` would; its exit code and output. */
function releaseCommand(login: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'node_modules/.bin/tsx',
      ['packages/deploy/src/cli/release-section.ts', ...args, '--site', SITE_URL],
      {
        env: { ...process.env, TJAS_EMAIL: `${login}@tjas.example`, TJAS_PASSWORD: DEMO_PASSWORD },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

const tokens = new Map<string, string>();

async function sessionOf(login: string): Promise<SiteSession> {
  if (!tokens.has(login)) tokens.set(login, await apiToken(login));
  return { site: SITE_URL, token: tokens.get(login)! };
}

/**
 * Releases the build in `dist` over the API, as `login` (the command's own upload), and has a
 * second person approve it: the other Sportcommissie member for sport, an admin for the rest.
 */
async function releaseOverApi(login: string, section: string, dist: string, origin?: string) {
  const release = await buildRelease(readSectionPackage(`remotes/${section}`), dist, 'tjas');
  const submitted = await uploadRelease(await sessionOf(login), { ...release, origin });
  expect(submitted.status).toBe('review');
  const reviewer = await sessionOf(section === 'sport' ? 'trainer' : 'bestuur');
  const read = { section, version: release.version, submission: submitted.submission! };
  const change = { kind: 'release-goedkeuren' as const, ...read };
  return approveRelease(reviewer, read, await confirmChange(reviewer, change, DEMO_PASSWORD));
}

async function openSport(page: Page, login = 'lid'): Promise<void> {
  await openAs(page, login, '/sport/uitslagen');
  await expect(page.getByRole('heading', { level: 1, name: 'Uitslagen' })).toBeVisible();
}

test('the Sportcommissie releases sport with its own login; members see it only after another member approved it, without a restart; others are refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openSport(page);
  await expect(page.getByText(SPORT_TEXT)).toBeVisible();
  const shellIndex = await (await page.request.get('/')).text();
  const before = await liveSection('sport');
  const dist = await changedBuild('sport', SPORT_TEXT, 'Nieuw: alle uitslagen van dit seizoen.');

  for (const login of ['lid', 'media']) {
    const refused = await releaseCommand(login, ['sport', '--dist', dist]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(
      'Je mag sectie "sport" niet uitbrengen: dat doet de Sportcommissie of een beheerder.',
    );
  }
  expect(await liveSection('sport')).toEqual(before);

  const released = await releaseCommand('sport', ['sport', '--dist', dist]);
  expect(released.code, released.output).toBe(0);
  const version = /sport (\S+) is klaar voor controle/.exec(released.output)?.[1];
  expect(version, released.output).toBeTruthy();
  // Waiting for review: members keep the live version, and the new one is not served.
  expect(await liveSection('sport')).toEqual(before);
  await page.reload();
  await expect(page.getByText(SPORT_TEXT)).toBeVisible();
  expect((await page.request.get(`/sections/sport/${version}/section.js`)).status()).toBe(404);

  // Who released it cannot approve it; the other Sportcommissie member reads the change and does.
  // The command shows what changes and approves only the version it names: here the built code
  // changed while no source did, which a reviewer should ask about.
  const blind = await releaseCommand('sport', ['sport', '--approve']);
  expect(blind.code, blind.output).toBe(0);
  expect(blind.output).toMatch(/gewijzigd\s+section\.js/);
  expect(blind.output).toContain(`--approve ${version}`);
  expect(blind.output).not.toContain('Geweigerd');
  const own = await releaseCommand('sport', ['sport', '--approve', version!]);
  expect(own.code, own.output).toBe(1);
  expect(own.output).toContain('Je kunt je eigen release niet goedkeuren');
  const reviewer = await (await browser.newContext()).newPage();
  await openAs(reviewer, 'trainer', '/secties');
  const waiting = reviewer.getByRole('region', { name: `Klaar voor controle: Sport ${version}` });
  await expect(waiting).toContainText('Uitgebracht door Sem Sporters');
  await waiting
    .getByText(/\.js: gewijzigd/)
    .first()
    .click();
  await expect(waiting.getByText('Nieuw: alle uitslagen van dit seizoen.').first()).toBeVisible();
  await waiting.getByRole('button', { name: 'Goedkeuren en live zetten' }).click();
  await confirmWithPassword(
    reviewer,
    `Versie ${version} van sectie "sport", uitgebracht door Sem Sporters, goedkeuren en live zetten voor alle leden`,
  );
  await expect(reviewer.getByRole('region', { name: 'Sport' }).getByText(`Live: ${version}`)).toBeVisible();
  await reviewer.close();

  const live = await liveSection('sport');
  expect(live.version).toBe(version);
  // The member's open page hears of it at once, keeps what they look at, and loads the new
  // version on their next click.
  await expect(page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie van Sport.' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByText(SPORT_TEXT)).toBeVisible();
  await page.getByRole('link', { name: 'Materiaal' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Materiaal' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'nieuwe versie' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Uitslagen' }).first().click();
  await expect(page.getByText('Nieuw: alle uitslagen van dit seizoen.')).toBeVisible();
  expect(await (await page.request.get('/')).text()).toBe(shellIndex); // the shell is untouched
  // The old version stays for pages that still run it.
  expect((await page.request.get(before.entry)).status()).toBe(200);
  // What names the live version is revalidated on every load; content-hashed files are kept a year.
  expect((await page.request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
  expect((await page.request.get(live.entry)).headers()['cache-control']).toBe('no-cache');
  expect(
    (await page.request.get(live.entry.replace('mf-manifest.json', 'section.js'))).headers()['cache-control'],
  ).toBe('no-cache');
  const asset = (await readdir(join(SECTIONS_DIR, 'sport', live.version, 'assets'))).find((file) =>
    file.startsWith('section-'),
  );
  const assetHeaders = (await page.request.get(`/sections/sport/${live.version}/assets/${asset}`)).headers();
  expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetHeaders['access-control-allow-origin']).toBe('*');

  const history = await releaseCommand('sport', ['sport', '--list']);
  // With how the version did for the members who loaded it (the member above did).
  expect(history.output).toMatch(
    new RegExp(
      `uitgebracht ${live.version.replace(/\./g, '\\.')} door Sem Sporters \\(.*geladen door \\d+ (lid|leden), zonder fouten`,
    ),
  );
  expect(history.output).toMatch(
    new RegExp(`klaar voor controle: ${live.version.replace(/\./g, '\\.')} door Sem Sporters`),
  );
});

test('the sections page shows the history, how the live version does for members, and rolls back behind a confirmation; the command rolls back too', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const before = await liveSection('sport');
  const dist = await changedBuild('sport', SPORT_TEXT, 'Versie voor de terugzetknop.');
  const { version } = await releaseOverApi('sport', 'sport', dist);

  // A member loads the new version: their shell tells the site.
  const member = await browser.newContext({ baseURL: SITE_URL });
  const memberPage = await member.newPage();
  await logIn(memberPage, 'lid');
  const reported = memberPage.waitForResponse((response) =>
    response.url().endsWith('/api/tjas/secties/sport/meldingen'),
  );
  await memberPage.goto('/sport/uitslagen');
  expect((await reported).status()).toBe(200);
  await member.close();

  await openAs(page, 'sport', '/account');
  await page.getByRole('link', { name: 'Secties' }).click();
  await expect(page).toHaveTitle('Secties - Tjas');
  const sport = page.getByRole('region', { name: 'Sport' });
  await expect(sport.getByText(`Live: ${version}`)).toBeVisible();
  await expect(sport.getByTestId('live-health')).toHaveText(/^Geladen door \d+ (lid|leden), zonder fouten\.$/);
  await expect(sport.getByRole('listitem').filter({ hasText: version }).first()).toContainText('Sem Sporters');
  // Only the sections this committee releases.
  await expect(page.getByRole('region', { name: 'Evenementen' })).toHaveCount(0);

  const ask = page.getByRole('dialog', { name: `Sport terugzetten naar versie ${before.version}?` });
  await sport.getByRole('button', { name: `Terug naar ${before.version}` }).click();
  await ask.getByRole('button', { name: 'Annuleren' }).click();
  await expect(ask).toBeHidden();
  await expect(sport.getByText(`Live: ${version}`)).toBeVisible();
  expect((await liveSection('sport')).version).toBe(version);

  await sport.getByRole('button', { name: `Terug naar ${before.version}` }).click();
  await ask.getByRole('button', { name: 'Terugzetten' }).click();
  await expect(sport.getByText(`Live: ${before.version}`)).toBeVisible();
  expect((await liveSection('sport')).version).toBe(before.version);
  await expect(sport.getByRole('listitem').first()).toContainText(`teruggezet naar ${before.version}`);

  const command = await releaseCommand('sport', ['sport', '--rollback', version]);
  expect(command.code, command.output).toBe(0);
  expect((await liveSection('sport')).version).toBe(version);
  // The history shows how that version did beside the rollback that put it live again.
  const history = await releaseCommand('sport', ['sport', '--list']);
  const newest = history.output.split('\n').find((line) => line.includes(`teruggezet naar ${version}`));
  expect(newest, history.output).toMatch(/geladen door \d+ (lid|leden), zonder fouten/);
});

test('members without release rights have no sections page', async ({ page }) => {
  await openAs(page, 'lid', '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Secties' })).toHaveCount(0);
  await page.goto('/secties');
  await expect(page.getByText('Je hebt geen toegang tot deze pagina.')).toBeVisible();
});

test('a broken bundle is refused while the live version keeps serving', async ({ page }) => {
  const before = await liveSection('sport');
  const dist = await changedBuild('sport', SPORT_TEXT, 'Kapotte versie.');
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
    tjas: { contractVersion: number };
  };
  manifest.tjas.contractVersion = 99;
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  const refused = await releaseCommand('sport', ['sport', '--dist', dist]);
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain('Contractversie 99 kent de site niet');
  expect(await liveSection('sport')).toEqual(before);
  await openSport(page);
});

test('a new shell build keeps the released section versions', async ({ page }) => {
  const before = await liveSections();
  const assemble = spawn('node_modules/.bin/tsx', ['packages/deploy/src/cli/assemble-site.ts'], {
    env: { ...process.env, SITE_DIR: '.tmp/e2e/site' },
  });
  expect(await new Promise((resolve) => assemble.on('exit', resolve))).toBe(0);
  expect(await liveSections()).toEqual(before);
  await openAs(page, 'lid', '/evenementen');
  await expect(page.getByText(EVENTS_TEXT)).toBeVisible();
});

test('a page loaded while releases happen never mixes two versions of a section', async ({ page }) => {
  test.setTimeout(60_000);
  const builds = [
    await changedBuild('events', EVENTS_TEXT, 'Versie A: meld je aan.'),
    await changedBuild('events', EVENTS_TEXT, 'Versie B: meld je aan.'),
  ];
  await logIn(page, 'lid');
  // Both versions released and approved before the first load: from then on every switch is a
  // rollback to a version that was live before (no new review), a registry switch.
  const approved: string[] = [];
  for (const build of builds) approved.push((await releaseOverApi('activiteiten', 'events', build)).version);
  const organisers = await sessionOf('activiteiten');
  let releasing = true;
  const releaser = (async () => {
    for (let round = 0; releasing && round < 200; round++)
      await rollbackRelease(organisers, 'events', approved[round % 2]!);
  })();
  try {
    for (let load = 0; load < 6; load++) {
      await page.goto('about:blank'); // no late requests of the previous page
      const requested: string[] = [];
      const listener = (request: { url(): string }) => requested.push(new URL(request.url()).pathname);
      page.on('request', listener);
      const registry = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
      const pageResponse = await page.goto('/evenementen');
      const seen = ((await (await registry).json()) as { sections: { name: string; version: string }[] }).sections;
      await expect(page.getByText(/Versie [AB]: meld je aan\./)).toBeVisible();
      page.off('request', listener);
      // The page's preloads name the version live when the page was asked for; a release a
      // moment later makes them unused, never run. Everything else is the registry's version.
      const preloaded = new Set(links(pageResponse?.headers()['link']).map((link) => link.url));
      const versions = new Set(
        requested
          .filter((path) => !preloaded.has(path))
          .flatMap((path) => /\/sections\/events\/([^/]+)\//.exec(path)?.[1] ?? []),
      );
      const current = seen.find((section) => section.name === 'events')!.version;
      expect(
        [...versions].filter((version) => version !== current),
        'één versie per geladen pagina, die van het register',
      ).toEqual([]);
      expect(requested).toContain(`/sections/events/${current}/section.js`);
    }
  } finally {
    releasing = false;
    await releaser;
  }
});

test('a section built against older compatible shared versions still mounts with one React and one store', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dir = await buildSkewedEvents({ react: { version: '19.0.0' }, 'react-dom': { version: '19.0.0' } });
  await releaseOverApi('activiteiten', 'events', join(dir, 'dist'));
  await openAs(page, 'lid', '/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  expect(await sharedWithShell(page, 'events')).toEqual({ react: true, store: true, ui: true });
});

test('a section whose manifest asks for an incompatible shared version is refused by the shell with a clear message', async ({
  page,
}) => {
  // The site refuses such a release; a manifest that changes on its origin afterwards still meets the shell's own check.
  await page.route('**/sections/events/*/mf-manifest.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    // As built with React 20.0.0: the manifest asks for the range derived from it.
    for (const share of manifest.shared)
      if (share.name === 'react') Object.assign(share, { version: '20.0.0', requiredVersion: '^20.0.0' });
    await route.fulfill({ json: manifest });
  });
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await openAs(page, 'lid', '/evenementen');
  const alert = page.getByRole('alert').filter({ hasText: 'Evenementen is nu niet beschikbaar' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  const reason = 'past niet bij de site: react ^20.0.0 gevraagd, de site heeft 19.3.1';
  await expect(alert).toContainText(reason);
  expect(console.join('\n')).toContain(reason);
  await page.getByTestId('current-user').click(); // the account menu
  await page.getByRole('link', { name: 'Mijn overzicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a section released to another origin loads from there: CORS headers and the CSP allow it; when that origin fails, only the section says so', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dist = await changedBuild('events', EVENTS_TEXT, 'Van de andere origin: meld je aan.');
  // Stored on the site first: the other origin (this server under another name) then serves it.
  await releaseOverApi('activiteiten', 'events', dist);
  const released = await releaseOverApi('activiteiten', 'events', dist, OTHER_ORIGIN);
  expect(released.entry.startsWith(`${OTHER_ORIGIN}/sections/events/`)).toBe(true);
  await logIn(page, 'lid');
  await page.goto('about:blank'); // no late requests of the page the login landed on
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/sections/')) origins.add(new URL(request.url()).origin);
  });
  const response = await page.goto('/evenementen');
  expect(response?.headers()['content-security-policy']).toContain(
    `script-src ${new URL(API).host}/assets/ ${new URL(API).host}/sections/ ${OTHER_ORIGIN}`,
  );
  await expect(page.getByText('Van de andere origin: meld je aan.')).toBeVisible();
  expect([...origins]).toEqual([OTHER_ORIGIN]);

  // The other origin goes down: the section says so, the rest of the site works.
  await page.route(`${OTHER_ORIGIN}/**`, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Evenementen is nu niet beschikbaar' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('current-user').click(); // the account menu
  await page.getByRole('link', { name: 'Mijn overzicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});

test('a reviewed release whose code tries to add its volunteer to the Bestuur in an admin\u2019s page changes nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const before = await liveSection('sport');
  // Finding 2 of #29: bytes appended to the section's module, that run in every viewer's session.
  const attack = `;(async () => {
  try {
    const auth = await import('@tjas/auth');
    const pb = auth.getPocketBase();
    const sport = await pb.collection('users').getFirstListItem('username = "sport"');
    const board = await pb.collection('committees').getFirstListItem('name = "Bestuur"');
    await pb.collection('users').update(sport.id, { 'committees+': board.id });
    window.__tjasAttack = 'gelukt';
  } catch (error) {
    window.__tjasAttack = 'geweigerd ' + (error && error.status);
  }
})();`;
  const dist = await changedBuild('sport', SPORT_TEXT, 'Uitslagen (met een aanval erin).');
  await writeFile(join(dist, 'section.js'), `${await readFile(join(dist, 'section.js'), 'utf8')}\n${attack}\n`);
  await releaseOverApi('sport', 'sport', dist);
  const token = await apiToken('bestuur');
  const committeesOfSport = async () =>
    (
      (await (
        await fetch(`${API}/collections/users/records?filter=(username="sport")&fields=committees`, {
          headers: { Authorization: token },
        })
      ).json()) as { items: { committees: string[] }[] }
    ).items[0]!.committees;
  const committees = await committeesOfSport();

  await openAs(page, 'bestuur', '/sport/uitslagen');
  await expect(page.getByText('Uitslagen (met een aanval erin).')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { __tjasAttack?: string }).__tjasAttack))
    .toBe('geweigerd 403');
  expect(await committeesOfSport()).toEqual(committees);
  // Back to the version before, for the tests after this one (no new review: it was live before).
  const organiser = await sessionOf('sport');
  await rollbackRelease(organiser, 'sport', before.version);
});
