import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { startMailCatcher, type MailCatcher } from '@tjas/backend/mail-catcher';
import { pnpmCommand } from '@tjas/deploy/section-scripts';
import PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpsRequest, startCaddy, type HttpsAnswer } from './support/caddy.ts';
import { environmentOutsideVitest } from './support/outside-env.ts';
import { productionEnv, superuserClient } from './support/production-site.ts';
import { freePort } from './support/test-pocketbase.ts';
import { createUpgradeScenario, type UpgradeScenario } from './support/upgrade-scenario.ts';

// `pnpm upgrade:site` on a site's checkout in a temporary folder, from the previous release
// (tests/fixtures/releases) to today's code, as a maintainer runs it on the server: the site runs
// (`start.ts --production`), the command stops it, copies the data, checks out, installs, builds
// when needed, migrates, starts and checks it, or puts everything back.

let mail: MailCatcher;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  mail = await startMailCatcher(await freePort(), await freePort());
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await mail?.stop();
});

interface Site {
  scenario: UpgradeScenario;
  env: Record<string, string>;
  url: string;
  /** The process id in the site's pid file (the start script that runs now). */
  pid(): number;
}

const pidFileOf = (scenario: UpgradeScenario) => join(scenario.repo, '.data/tjas-site.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The previous release running in production mode in the scenario's checkout, as systemd runs it. */
async function runningPreviousSite(targetFiles?: Record<string, string>): Promise<Site> {
  const scenario = await createUpgradeScenario({ targetFiles });
  const port = await freePort();
  const env = productionEnv(port, mail.smtpPort);
  const site: Site = {
    scenario,
    env,
    url: `http://127.0.0.1:${port}`,
    pid: () => (JSON.parse(readFileSync(pidFileOf(scenario), 'utf8')) as { pid: number }).pid,
  };
  cleanups.push(async () => {
    // Whichever start runs now (the test's or the one the upgrade started): stop it, then the files.
    const pid = existsSync(pidFileOf(scenario)) ? site.pid() : 0;
    if (pid && alive(pid)) {
      process.kill(pid, 'SIGTERM');
      for (let tries = 0; tries < 100 && alive(pid); tries++) await new Promise((r) => setTimeout(r, 100));
    }
    await rm(join(scenario.repo, '..'), { recursive: true, force: true });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/backend/src/start.ts', '--production'], {
    cwd: scenario.repo,
    env: { ...environmentOutsideVitest(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => /draait \(productie\)/.test(output) && resolve());
    child.on('exit', (code) => {
      const lines = output.split('\n').filter((line) => !/^\s+at /.test(line));
      reject(new Error(`the previous release did not start (exit ${code}):\n${lines.join('\n')}`));
    });
  });
  // Read on and thrown away, not closed: a start that logs later (the push sender, a backup) would
  // die writing to a closed pipe, which no service manager does to it.
  for (const stream of [child.stdout, child.stderr]) {
    stream.removeAllListeners('data');
    stream.resume();
    (stream as Socket).unref();
  }
  child.unref();
  return site;
}

/** A member's life on the site: two members, a full event with a waiting list. */
async function addMembersAndSignups(url: string): Promise<void> {
  const admin = await superuserClient(url);
  // A new production site has the association's committees.
  const committee = await admin.collection('committees').getFirstListItem('admin = false');
  const event = await admin.collection('events').create({
    title: 'Schaatsweekend',
    start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    organiser: committee.id,
    capacity: 1,
  });
  for (const username of ['anna', 'bart']) {
    await admin.collection('users').create({
      email: `${username}@tjas-test.nl`,
      username,
      name: username,
      password: 'wachtwoord-2026',
      passwordConfirm: 'wachtwoord-2026',
      verified: true,
    });
    const member = new PocketBase(url).autoCancellation(false);
    await member.collection('users').authWithPassword(username, 'wachtwoord-2026');
    await member.collection('signups').create({ event: event.id, user: member.authStore.record?.id });
  }
}

/** Every record of the collections an upgrade must keep, as the superuser reads them. */
async function records(url: string): Promise<Record<string, unknown[]>> {
  const admin = await superuserClient(url);
  const all: Record<string, unknown[]> = {};
  for (const name of ['users', 'committees', 'events', 'signups', 'sections'])
    all[name] = await admin.collection(name).getFullList({ sort: 'id' });
  return all;
}

const collectionNames = async (url: string) =>
  (await (await superuserClient(url)).collections.getFullList()).map((collection) => collection.name);

/**
 * `npx -y pnpm@10.34.9 upgrade:site <ref>` in the site's checkout, with the site's settings: run by
 * the pnpm that runs these tests when there is one (the same version, without npx's ~3 s start).
 */
function upgradeSite(site: Site, ref: string): Promise<{ code: number | null; output: string }> {
  const [command, prefix] = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, 'upgrade:site', ref], {
      cwd: site.scenario.repo,
      env: { ...environmentOutsideVitest(), ...site.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('pnpm upgrade:site from the previous release', () => {
  it('upgrades with one maintenance window behind Caddy, keeps the data and checks health and a login', async () => {
    const site = await runningPreviousSite();
    await addMembersAndSignups(site.url);
    const before = await records(site.url);
    const pidBefore = site.pid();
    const caddy = await startCaddy({
      httpsPort: await freePort(),
      httpPort: await freePort(),
      upstreamPort: Number(site.env['PORT']),
    });
    cleanups.push(() => caddy.stop());

    // A member's browser asks for the site's page through Caddy all along. (The start page: this
    // previous release is the fixture's hooks on today's code, whose first start cannot release
    // sections through the older hooks' API, so a section's page is not there before the upgrade.)
    const answers: HttpsAnswer[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        answers.push(await httpsRequest({ port: caddy.port, path: '/', ca: caddy.rootCa }));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const upgrade = await upgradeSite(site, site.scenario.target);
    await new Promise((resolve) => setTimeout(resolve, 500));
    polling = false;
    await poller;

    expect(upgrade.output).toMatch(/✓ Site gestopt; Caddy toont de onderhoudspagina: proces \d+ gestopt/);
    expect(upgrade.output).toMatch(/✓ Kopie van de gegevens gemaakt en gecontroleerd: .*-kopie-voor-upgrade-/);
    expect(upgrade.output).toMatch(/✓ Bouwen overgeslagen: niets wat de build leest is veranderd/);
    expect(upgrade.output).toMatch(/✓ Migraties: nieuwe migraties toegepast/);
    expect(upgrade.output).toMatch(/✓ Site gestart, gezond en inloggen lukt/);
    expect(upgrade.output).toMatch(/Upgrade klaar: de site draait/);
    expect(upgrade.code, upgrade.output).toBe(0);

    // One maintenance window: the page, then the Dutch maintenance page (503), then the page again.
    const windows = answers.map((answer) => answer.status).filter((status, i, all) => status !== all[i - 1]);
    expect(windows).toEqual([200, 503, 200]);
    const maintenance = answers.find((answer) => answer.status === 503)!;
    expect(maintenance.headers['retry-after']).toBe('60');
    expect(maintenance.headers['content-type']).toMatch(/^text\/html/);
    expect(maintenance.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(maintenance.body.toString()).toMatch(/De ledensite krijgt even onderhoud/);

    // The new code runs (restarted by the command), on the same data, with the new fields filled.
    expect(site.scenario.git('rev-parse', 'HEAD')).toBe(site.scenario.target);
    expect(site.pid()).not.toBe(pidBefore);
    const after = await records(site.url);
    expect(after['users']!.map((user) => (user as { id: string }).id)).toEqual(
      before['users']!.map((user) => (user as { id: string }).id),
    );
    expect(after['signups']!.map((signup) => (signup as { status: string }).status).sort()).toEqual([
      'confirmed',
      'waiting',
    ]);
    expect((after['events']![0] as { signups_confirmed: number }).signups_confirmed).toBe(1);
    // Sections are data: the upgrade lists them and changes none the site had. (This previous
    // release, the fixture's hooks on today's code, had none: its hooks predate the /api/tjas/
    // routes today's start releases through, so the new start releases them once, as on a new site.)
    for (const section of before['sections']!) expect(after['sections']).toContainEqual(section);
    expect(upgrade.output).toMatch(/Secties \(de upgrade verandert ze niet/);
    for (const name of ['actief', 'board', 'events', 'media', 'sport', 'webshop'])
      expect(upgrade.output).toMatch(new RegExp(`  ${name}: live \\S+`));
    // The maintainer's login the command checked works.
    await expect(superuserClient(site.url)).resolves.toBeTruthy();
  }, 150_000);

  it('puts code and data back and starts the previous release when a migration fails', async () => {
    const site = await runningPreviousSite({
      // Deletes data, then fails half-way.
      'packages/backend/pb_migrations/1799999999_kapot.js':
        "migrate((app) => { app.db().newQuery('DELETE FROM signups').execute(); throw new Error('kolom bestaat niet'); }, () => {});\n",
    });
    await addMembersAndSignups(site.url);
    const before = await records(site.url);
    const collectionsBefore = await collectionNames(site.url);

    const upgrade = await upgradeSite(site, site.scenario.target);

    expect(upgrade.output).toMatch(/✗ Mislukt: Migraties: migratie 1799999999_kapot\.js faalde: .*kolom bestaat niet/);
    expect(upgrade.output).toMatch(/Alles is teruggezet: de code staat op/);
    expect(upgrade.output).not.toMatch(/\n\s+at /); // no stack trace
    expect(upgrade.code).toBe(1);
    // Code: the previous commit is checked out again.
    expect(site.scenario.git('rev-parse', 'HEAD')).toBe(site.scenario.previous);
    expect(existsSync(join(site.scenario.repo, 'packages/backend/pb_migrations/1799999999_kapot.js'))).toBe(false);
    // A site that answers, with the data as it was and the previous release's schema.
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
    expect(await records(site.url)).toEqual(before);
    expect(await collectionNames(site.url)).toEqual(collectionsBefore);
  }, 150_000);

  it('puts the data from before back when the new version migrates but does not start', async () => {
    const site = await runningPreviousSite({
      'packages/backend/pb_migrations/1799999999_proef.js':
        "migrate((app) => { app.save(new Collection({ type: 'base', name: 'upgrade_proef', fields: [] })); });\n",
      'packages/backend/pb_hooks/kapot.pb.js': "throw new Error('hook kapot');\n",
    });
    await addMembersAndSignups(site.url);
    const before = await records(site.url);
    const collectionsBefore = await collectionNames(site.url);

    const upgrade = await upgradeSite(site, site.scenario.target);

    expect(upgrade.code).toBe(1);
    expect(site.scenario.git('rev-parse', 'HEAD')).toBe(site.scenario.previous);
    // The migrations that did run are undone: the schema and records from before the upgrade.
    expect(await collectionNames(site.url)).toEqual(collectionsBefore);
    expect(await records(site.url)).toEqual(before);
    expect(upgrade.output).toMatch(/✓ Migraties: nieuwe migraties toegepast/);
    expect(upgrade.output).toMatch(/✗ Mislukt: Site gestart, gezond en inloggen lukt: de site stopte bij het starten/);
    expect(upgrade.output).toMatch(/↩ Gegevens teruggezet uit de kopie/);
    expect(upgrade.output).toMatch(/↩ Vorige versie gestart, gezond en inloggen lukt/);
  }, 150_000);

  it('a checkout while the site runs changes nothing until the command restarts it', async () => {
    const site = await runningPreviousSite({
      'packages/backend/pb_migrations/1799999999_proef.js':
        "migrate((app) => { app.save(new Collection({ type: 'base', name: 'upgrade_proef', fields: [] })); });\n",
    });
    const pidBefore = site.pid();
    site.scenario.git('checkout', '-q', site.scenario.target);
    // A PocketBase that watched its hooks would restart within about two seconds and migrate.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(site.pid()).toBe(pidBefore);
    expect(alive(pidBefore)).toBe(true);
    const running = await collectionNames(site.url);
    expect(running).not.toContain('upgrade_proef');
    expect(running).not.toContain('power_confirmations'); // a migration of today's code

    const upgrade = await upgradeSite(site, site.scenario.target);
    expect(upgrade.code, upgrade.output).toBe(0);
    // The command knew which code ran (the pid file names it), not only what was checked out.
    expect(upgrade.output).toContain(`Upgrade van ${site.scenario.previous.slice(0, 10)} naar`);
    expect(site.pid()).not.toBe(pidBefore);
    expect(await collectionNames(site.url)).toEqual(expect.arrayContaining(['upgrade_proef', 'power_confirmations']));
  }, 150_000);
});
