/**
 * `pnpm release:section <name> --site https://leden.example [options]`: a committee volunteer
 * releases their section to the site, with their own member login. Nothing on the server is
 * touched but that section's live version.
 *
 *   (no option)          build, check and upload; the release waits for review ("klaar voor
 *                        controle") until another member with release rights for the section,
 *                        or an admin, approves it (unless the site has review off)
 *   --approve [version]  show what the release that waits for review changes; with its version,
 *                        approve it (the login's password confirms it): it goes live
 *   --reject [version]   refuse the release that waits for review (--note "why")
 *   --rollback [version] back to the version before (or to `version`)
 *   --list               the live version and every release and rollback
 *   --skip-build         release what is in remotes/<name>/dist
 *   --dist FOLDER        release the build in FOLDER (e.g. a CI artifact); implies --skip-build
 *   --origin URL         the files are (also) served by another origin, which the site checks
 *   --remove             take the section off the site (admins; its versions and history stay)
 *   --place              admins: put the section where its package.json says (label, prefix,
 *                        order): a new section's first release, or a move. Without it a release
 *                        brings code only and goes where the site has the section.
 *
 * The login comes from TJAS_EMAIL / TJAS_PASSWORD or is asked for; it is used for this run only.
 * Exit code 1 when the site refuses (with its reasons), 2 for wrong usage.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sectionReleasers } from '@tjas/permissions/permission-table';
import PocketBase, { ClientResponseError } from 'pocketbase';
import {
  approveRelease,
  confirmChange,
  rejectRelease,
  ReleaseRefused,
  removeSection,
  rollbackRelease,
  sectionHealth,
  uploadRelease,
  type ReviewedChange,
  type SiteSession,
  type VersionHealth,
  type WaitingRelease,
  waitingRelease,
} from '../release-client.ts';
import { fetchSectionHost, releaseProblems } from '../release-checks.ts';
import { buildRelease } from '../build-release.ts';
import { readSectionPackage } from '@tjas/federation/section-package';
import { releaseActionLabels } from '@tjas/federation/release-history';
import { keepingPrevious, runTools, ToolFailed } from '../section-scripts.ts';
import { readableBuildError } from '../bundler-error.ts';
import { readScripts, sectionSteps } from '../section-tools.ts';
import { findSectionDir, SectionNotFound } from '../section-location.ts';
import { PRODUCT_SLUG, REPO_ROOT } from '../site-paths.ts';
import { askLogin } from './ask-login.ts';

const USAGE =
  'Gebruik: npm run -s release:section -- <sectie> --site https://... [--rollback [versie]] [--list] [--skip-build | --dist map] [--origin https://...] [--remove] [--place] [--approve [versie] | --reject [versie] --note tekst]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string' },
    rollback: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    remove: { type: 'boolean', default: false },
    origin: { type: 'string' },
    place: { type: 'boolean', default: false },
    approve: { type: 'boolean', default: false },
    reject: { type: 'boolean', default: false },
    note: { type: 'string' },
  },
});
const [name, versionAsked] = positionals;
const picksVersion = values.rollback || values.approve || values.reject;
if (!name || !values.site || (versionAsked && !picksVersion) || positionals.length > 2) {
  // What is missing first, when it is the site's address (the usage line alone hid it).
  if (name && !values.site)
    console.error('--site ontbreekt: het adres van de site, bijvoorbeeld --site http://127.0.0.1:8090');
  console.error(USAGE);
  process.exit(2);
}
// Without a scheme the address is no URL at all: fetch would fail as if the site were down.
if (!/^https?:\/\//i.test(values.site)) {
  console.error(
    `Het adres bij --site begint met http:// of https://, bijvoorbeeld --site http://${values.site.replace(/^\/+/, '')}`,
  );
  process.exit(2);
}
const site = values.site.replace(/\/$/, '');
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1).replace('.', ',')} s`;

/** Runs one step, printing what it does and how long it took. */
async function step<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  process.stdout.write(`- ${label} ... `);
  const from = performance.now();
  const result = await work();
  console.log(`klaar (${seconds(from)})`);
  return result;
}

/** The site's own words (sections.pb.js) for approving one's own release. */
const OWN_RELEASE =
  'Je kunt je eigen release niet goedkeuren: dat doet een ander lid met uitbrengrechten voor deze sectie, of een beheerder.';

function fail(lines: string[]): never {
  console.error(`\nGeweigerd:\n${lines.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

/** The section's folder (beside a --dist build, or remotes/<name>); a Dutch refusal when there is none. */
function sectionFolder(section: string, dist: string | undefined): string {
  try {
    return findSectionDir(section, dist);
  } catch (error) {
    if (error instanceof SectionNotFound) fail([error.message]);
    throw error;
  }
}

/**
 * Builds the section and checks its types at once (two cores, two tools), each with its own
 * output kept for when it fails; when either fails, the previous dist/ is put back, so a later
 * --skip-build never releases a build that did not pass. Each failure's advice says what failed;
 * the one closing line (see `afterToolFailures`) says what happens now.
 */
async function buildAndCheck(sectionRoot: string): Promise<void> {
  const steps = sectionSteps(sectionRoot, readScripts(sectionRoot), REPO_ROOT);
  await keepingPrevious(join(sectionRoot, 'dist'), join(sectionRoot, 'node_modules', '.tjas-vorige-dist'), async () => {
    const results = await Promise.allSettled([
      runTools(steps.build, `De build van ${name} is mislukt (de fout staat hierboven)`).catch((error: unknown) => {
        // The bundler's place is in the transformed code: told again as in the source.
        throw error instanceof ToolFailed
          ? new ToolFailed(readableBuildError(error.lines, sectionRoot), error.advice)
          : error;
      }),
      runTools(steps.typecheck, `De typecontrole van ${name} vond fouten (hierboven, met bestand en regel)`),
    ]);
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (failures.length > 0) throw failures.length === 1 ? failures[0] : new AggregateError(failures);
  });
}

/** One Dutch line after failed tools: what failed, and that nothing was released. */
function afterToolFailures(failed: readonly ToolFailed[]): string {
  const what = failed.map((tool, index) => (index === 0 ? tool.advice : tool.advice.replace(/^D/, 'd'))).join(' en ');
  return `${what}. Los dat op en probeer het opnieuw; de vorige build in dist/ is bewaard en er is niets uitgebracht.`;
}

/** The commit of the repository the section's folder is in (this one, or the section's own), marked when the folder has changes. */
function commit(dir: string): string | undefined {
  try {
    // git's own "fatal: not a git repository" is no news to the volunteer: the release simply has no commit.
    const git = (args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git(['rev-parse', '--short=12', 'HEAD']);
    const dirty = git(['status', '--porcelain', '--', '.']);
    return dirty ? `${head}-gewijzigd` : head;
  } catch {
    return undefined; // not a git checkout
  }
}

/** The member's password, kept for this run only: changes that grant power are confirmed with it. */
let password = '';
/** The logged-in member's id: their own waiting release is not theirs to approve. */
let memberId = '';
/** The committees (by name) that release this section besides the admins; none: admins only. */
let releasingCommittees: string[] = [];

async function logIn(): Promise<SiteSession> {
  const login = await askLogin();
  const { email } = login;
  password = login.password;
  const pb = new PocketBase(site);
  try {
    await pb.collection('users').authWithPassword(email, login.password, { expand: 'committees' });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 400)
      fail([`Inloggen als ${email} is mislukt: onjuist e-mailadres of wachtwoord.`]);
    // The site limits logins per address per minute (LOGINS_PER_MINUTE); it is there, and says so.
    if (error instanceof ClientResponseError && error.status === 429)
      fail(['Te veel pogingen om in te loggen. Wacht een minuut en probeer het opnieuw.']);
    fail([`${site} is niet bereikbaar. Controleer het adres en je verbinding, en probeer het opnieuw.`]);
  }
  // Said at once rather than after a build; the site checks it again (the browser and this
  // command are never the boundary).
  const committees = (pb.authStore.record?.['expand']?.['committees'] ?? []) as {
    id: string;
    key: string;
    admin: boolean;
  }[];
  memberId = pb.authStore.record?.id ?? '';
  const releasers = sectionReleasers(name!);
  // A section added later is released by the committee of the place an admin made for it on
  // /secties (the site's data), not by one of the permission table.
  const [place] = releasers.length > 0 ? [] : await madePlaces(pb, email);
  const placeCommittee = place?.['expand']?.['committee'] as { id: string; name: string } | undefined;
  const mayRelease = committees.some(
    (committee) => committee.admin || releasers.includes(committee.key) || committee.id === placeCommittee?.id,
  );
  if (mayRelease && !placeCommittee && releasers.length === 0) return { site, token: pb.authStore.token };
  const all =
    placeCommittee && mayRelease ? [] : await pb.collection('committees').getFullList({ fields: 'key,name,admin' });
  releasingCommittees = placeCommittee
    ? [placeCommittee.name]
    : releasers.map((key) => all.find((committee) => committee['key'] === key)?.['name'] ?? key);
  if (!values.list && !values.remove && !mayRelease) {
    if (releasingCommittees.length > 0)
      fail([
        `Je mag sectie "${name}" niet uitbrengen: dat doet de ${releasingCommittees.join(' of de ')} of een beheerder.`,
      ]);
    // The site says the same (lib/section-releases.js): what to do, not only who may.
    const admins = all.filter((committee) => committee['admin']).map((committee) => committee['name'] as string);
    fail([
      `Sectie "${name}" heeft nog geen plaats op de site, dus alleen een beheerder mag haar uitbrengen. Vraag een beheerder${admins.length > 0 ? ` (${admins.join(' of ')})` : ''} om op /secties een plaats voor "${name}" te maken voor je commissie.`,
    ]);
  }
  return { site, token: pb.authStore.token };
}

/**
 * The place an admin made for this section, if any. A site from before those places has no such
 * collection (404): then only admins release a new section. Any other failure is the connection's
 * or the login's and is said as such, not read as "no place".
 */
async function madePlaces(pb: PocketBase, email: string) {
  try {
    return await pb
      .collection('section_places')
      .getFullList({ filter: pb.filter('name = {:name}', { name }), expand: 'committee' });
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    if (error.status === 404) return [];
    if (error.status === 401 || error.status === 403)
      fail([`De site weigert de sessie van ${email}. Log opnieuw in en probeer het nog eens.`]);
    if (error.status === 0)
      fail([`${site} is niet bereikbaar. Controleer het adres en je verbinding, en probeer het opnieuw.`]);
    fail([`${site} gaf een fout (${error.status}): ${error.message} Probeer het later opnieuw.`]);
  }
}

async function list(session: SiteSession): Promise<void> {
  const pb = new PocketBase(site);
  pb.authStore.save(session.token);
  const filter = pb.filter('section = {:name}', { name });
  const [live] = await pb.collection('sections').getFullList({ filter: pb.filter('name = {:name}', { name }) });
  const history = await pb.collection('section_releases').getFullList({ filter, sort: '-created' });
  // A live section always has history; none to read means it is not this member's to read:
  // refused before anything of it is printed.
  if (history.length === 0 && live)
    fail([`Je mag de geschiedenis van "${name}" niet zien: dat mag wie de sectie uitbrengt.`]);
  console.log(
    live
      ? `${name}: live ${live['version']}${live['origin'] ? ` vanaf ${live['origin']}` : ''}`
      : `${name} is nog nooit uitgebracht.`,
  );
  const health = new Map((await sectionHealth(session, name!).catch(() => [])).map((row) => [row.version, row]));
  const members = (count: number) => `${count} ${count === 1 ? 'lid' : 'leden'}`;
  const labels = releaseActionLabels(
    history.map((release) => ({ action: release['action'] as string, version: release['version'] as string })),
  );
  // A version's health goes with the newest line that put it live: a release, or a rollback to it.
  const healthShown = new Set<string>();
  for (const [index, release] of history.entries()) {
    const when = new Date(release['created'] as string).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam' });
    const what = labels[index];
    const version = release['version'] as string;
    const putLive = release['action'] === 'release' || release['action'] === 'rollback';
    const showHealth = putLive && health.has(version) && !healthShown.has(version);
    if (showHealth) healthShown.add(version);
    const extra = [
      release['approvedByName'] && `goedgekeurd door ${release['approvedByName']}`,
      release['note'] && `"${release['note']}"`,
      release['commit'] && `commit ${release['commit']}`,
      release['origin'] && `vanaf ${release['origin']}`,
      showHealth && describeHealth(health.get(version)!, members),
    ]
      .filter(Boolean)
      .join(', ');
    console.log(
      `  ${when}  ${what} ${release['version']} door ${release['releasedByName']}${extra ? ` (${extra})` : ''}`,
    );
  }
}

/** How a version did for members, in a few words. */
function describeHealth(health: VersionHealth, members: (count: number) => string): string {
  return `geladen door ${members(health.loads)}, ${health.errors === 0 ? 'zonder fouten' : `${members(health.errors)} met een fout: ${health.firstError}`}`;
}

/** A section's place in words: its name in the menu, its path and its order. */
function describePlace(place: { label: string; prefix: string; order?: number | null }): string {
  const order = typeof place.order === 'number' ? `volgorde ${place.order}` : 'achteraan in het menu (geen volgorde)';
  return `"${place.label}" in het menu, op ${place.prefix}, ${order}`;
}

/** What a waiting release changes, as its reviewer reads it on the command line. */
function describeWaiting(waiting: WaitingRelease): string {
  const changed = (list: ReviewedChange[]) => list.filter((item) => item.status !== 'gelijk');
  const sizes = (item: ReviewedChange) =>
    typeof item.before === 'number' || typeof item.after === 'number'
      ? ` (${item.before ?? '-'} → ${item.after ?? '-'} bytes)`
      : '';
  const lines = [
    `${waiting.section} ${waiting.version} van ${waiting.releasedByName} wacht op controle (live: ${waiting.live || 'niets'}).`,
    ...(waiting.place ? [`  Zet de sectie op de site: ${describePlace(waiting.place)}.`] : []),
    '  Broncode:',
    ...changed(waiting.sources).map((source) => `    ${source.status.padEnd(10)} ${source.path}`),
    '  Gebouwde bestanden:',
    ...changed(waiting.files).map(
      (file) =>
        `    ${file.status.padEnd(10)} ${file.path}${sizes(file)}${file.unshown ? ' (te groot om te tonen: lees het in de build)' : ''}`,
    ),
    `  De verschillen regel voor regel: ${site}/secties`,
  ];
  return lines.join('\n');
}

async function release(session: SiteSession): Promise<void> {
  const pkg = readSectionPackage(sectionFolder(name!, values.dist));
  if (!values['skip-build'] && !values.dist) await step(`${name} bouwen en typecontrole`, () => buildAndCheck(pkg.dir));
  const distDir = values.dist ? resolve(values.dist) : join(pkg.dir, 'dist');
  if (!existsSync(join(distDir, 'mf-manifest.json')))
    fail([
      values.dist
        ? `Geen build in ${distDir} (geen mf-manifest.json): noem de map van een build van ${name}.`
        : `Geen build in ${distDir}: laat --skip-build weg, dan bouwt dit commando de sectie eerst.`,
    ]);
  const release = await buildRelease(pkg, distDir, PRODUCT_SLUG);
  await step(`controleren tegen ${site} (manifest, contract, gedeelde pakketten)`, async () => {
    const problems = releaseProblems(pkg.meta.name, release.version, release.files, await fetchSectionHost(site));
    if (problems.length > 0) fail(problems);
  });
  const size = release.files.reduce((total, file) => total + file.content.length, 0);
  // Choosing where the section lives (admins) is confirmed with the login's password.
  const { label, prefix, order } = release.meta;
  const placement = values.place
    ? await confirmChange(
        session,
        { kind: 'sectie-plaats', section: name!, version: release.version, label, prefix, order: order ?? null },
        password,
      )
    : undefined;
  const result = await step(`uploaden (${release.files.length} bestanden, ${Math.ceil(size / 1024)} KB)`, () =>
    uploadRelease(
      session,
      { ...release, commit: commit(pkg.dir), origin: values.origin, withPlace: values.place },
      placement,
    ),
  );
  if (result.status === 'review') {
    // Without a committee of its own (permission table or a place on /secties), a section is
    // released, and so approved, by admins only: the approver is another admin.
    const approver =
      releasingCommittees.length > 0
        ? `Een ander lid met uitbrengrechten voor ${result.section}, of een beheerder,`
        : `Een andere beheerder (${result.section} heeft nog geen commissie die haar uitbrengt)`;
    console.log(
      result.unchanged
        ? `\n${result.section} ${result.version} wachtte al op controle: niets veranderd.`
        : `\n${result.section} ${result.version} is klaar voor controle. ${approver} keurt haar goed op ${site}/secties of met:\n  npm run -s release:section -- ${result.section} --site ${site} --approve ${result.version}`,
    );
    if (values.place) console.log(`Gevraagde plaats, zodra ze live staat: ${describePlace(release.meta)}.`);
  } else if (result.unchanged) console.log(`\n${result.section} ${result.version} stond al live: niets veranderd.`);
  else {
    console.log(
      `\n${result.section} ${result.version} staat live${result.origin ? ` vanaf ${result.origin}` : ''}, na ${seconds(started)}.`,
    );
    if (values.place) console.log(`Plaats: ${describePlace(release.meta)}.`);
  }
  if (result.pruned && result.pruned.length > 0) console.log(`Opgeruimd: ${result.pruned.join(', ')}.`);
}

try {
  const session = await logIn();
  if (values.list) await list(session);
  else if (values.remove) {
    const result = await step(`${name} van de site halen`, async () =>
      removeSection(session, name, await confirmChange(session, { kind: 'sectie-weghalen', section: name }, password)),
    );
    console.log(
      `\n${result.section} staat niet meer op de site (laatste versie ${result.version}); de geschiedenis blijft.`,
    );
  } else if (values.approve) {
    const waiting = await waitingRelease(session, name);
    if (!waiting) fail([`Er wacht geen release van "${name}" op controle.`]);
    // Said before the changes are shown; the site refuses it too.
    const own = waiting.releasedBy === memberId;
    if (own && versionAsked) fail([OWN_RELEASE]);
    console.log(describeWaiting(waiting));
    // Approving is for the version its reviewer read: named on the command line. Without one,
    // reading the changes was all that was asked.
    if (!versionAsked) {
      console.log(
        own
          ? `\nJe hebt deze release zelf uitgebracht: een ander keurt haar goed, op ${site}/secties of met:\n  npm run -s release:section -- ${name} --site ${site} --approve ${waiting.version}`
          : `\nLees wat er verandert (hierboven, of op ${site}/secties). Goedkeuren doe je door de versie te noemen:\n  npm run -s release:section -- ${name} --site ${site} --approve ${waiting.version}`,
      );
      process.exit(0);
    }
    if (versionAsked !== waiting.version)
      fail([`Versie ${versionAsked} wacht niet op controle; versie ${waiting.version} wel.`]);
    // Approving grants power: the login's password confirms this one approval of this submission.
    const { version, submission } = waiting;
    const result = await step(`${name} ${version} van ${waiting.releasedByName} goedkeuren`, async () =>
      approveRelease(
        session,
        waiting,
        await confirmChange(session, { kind: 'release-goedkeuren', section: name, version, submission }, password),
      ),
    );
    console.log(
      `\n${result.section} ${result.version} staat live: uitgebracht door ${result.releasedByName}, goedgekeurd door ${result.approvedByName}.`,
    );
  } else if (values.reject) {
    const result = await step(`${name}${versionAsked ? ` ${versionAsked}` : ''} afwijzen`, () =>
      rejectRelease(session, name, versionAsked, values.note),
    );
    console.log(`\n${result.section} ${result.version} is afgewezen; wat live staat blijft.`);
  } else if (values.rollback) {
    const result = await step(`${name} terugzetten${versionAsked ? ` naar ${versionAsked}` : ''}`, () =>
      rollbackRelease(session, name, versionAsked),
    );
    console.log(
      `\n${result.section} staat terug op ${result.version}${result.origin ? ` vanaf ${result.origin}` : ''}.`,
    );
  } else await release(session);
} catch (error) {
  if (error instanceof ReleaseRefused) fail(error.problems);
  // The tools' own errors, then what to do: no pnpm wrapper lines, no stack.
  const errors: unknown[] = error instanceof AggregateError ? error.errors : [error];
  const failed = errors.filter((item) => item instanceof ToolFailed);
  if (failed.length > 0 && failed.length === errors.length) {
    console.error(`mislukt\n\n${failed.map((tool) => tool.lines.join('\n')).join('\n\n')}`);
    fail([afterToolFailures(failed as ToolFailed[])]);
  }
  // The connection dropped or the site is down: one Dutch line instead of a stack.
  if (error instanceof TypeError && /fetch failed/.test(error.message)) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    fail([
      `${site} is niet bereikbaar (${cause?.code ?? 'geen verbinding'}). Controleer het adres en je verbinding, en probeer het opnieuw.`,
    ]);
  }
  throw error;
}
