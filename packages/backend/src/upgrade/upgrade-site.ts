import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readSiteSettings, SettingError, type SiteSettings } from '../site-settings.ts';
import { buildNeeded } from './build-needed.ts';
import { restoreSnapshot, takeSnapshot } from './data-snapshot.ts';
import {
  changedFiles,
  checkout,
  headBranch,
  headCommit,
  isCommit,
  localChanges,
  resolveTarget,
  short,
} from './git-code.ts';
import { runPnpm } from './pnpm-command.ts';
import { sectionVersionLines } from './section-versions.ts';
import { checkPageAndLogin, healthy, waitUntilHealthy } from './site-checks.ts';
import { runningSite, siteControl } from './site-process.ts';

/**
 * `upgrade:site <tag or commit>`: the site's code goes to another commit in one step that either
 * completes or leaves the site as it was.
 *
 * Order: stop the site (Caddy shows the maintenance page while PocketBase is down), copy the
 * whole data folder and check the copy, check out, install, build (only when a file the build
 * reads changed), migrate, start, check health and a login.
 *
 * Rollback: every failure after the stop undoes what ran, newest first: the new site is stopped
 * if it started, the previous commit is checked out again, installed and (if this upgrade built)
 * built again, and the data folder is replaced by the copy, which was taken while nothing ran,
 * so it is exactly what the previous code last wrote (also undoing a migration that failed
 * half-way, or anything the new code's first start wrote). Then the previous code starts and is
 * checked as the new one would have been. A failure before the stop changes nothing.
 */

export interface UpgradeOptions {
  /** The site's checkout. */
  repo: string;
  /** Tag, branch or commit to go to. */
  target: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

class StepFailed extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1).replace('.', ',')} s`;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function runMigrations(repo: string, dataDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'packages/backend/src/upgrade/migrate-cli.ts', dataDir],
      { cwd: repo, env, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout.trim());
        reject(new Error(stderr.trim().split('\n').slice(-2).join(' ') || error.message));
      },
    );
  });
}

const notBegun = (log: (line: string) => void, message: string) => {
  log(`Upgrade niet begonnen: ${message}. Er is niets veranderd.`);
  return false;
};

/** One upgrade at a time per site: a lock file beside the data folder (a dead owner's is taken over). */
async function withLock(dataDir: string, work: () => Promise<boolean>): Promise<boolean | string> {
  const lock = join(dirname(dataDir), 'tjas-upgrade.lock');
  await mkdir(dirname(dataDir), { recursive: true });
  const owner = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (owner > 0) {
    try {
      process.kill(owner, 0);
      return `er loopt al een upgrade (proces ${owner}, ${lock})`;
    } catch {
      await rm(lock, { force: true });
    }
  }
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx' });
  } catch {
    return `er loopt al een upgrade (${lock})`;
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

export async function upgradeSite(options: UpgradeOptions): Promise<boolean> {
  // Before anything changes: the settings.
  let settings: SiteSettings;
  try {
    settings = readSiteSettings(options.env, options.repo, 'production');
  } catch (error) {
    if (error instanceof SettingError) return notBegun(options.log, error.message);
    throw error;
  }
  const outcome = await withLock(settings.dataDir, () => upgradeLocked(options, settings));
  return typeof outcome === 'string' ? notBegun(options.log, outcome) : outcome;
}

async function upgradeLocked(options: UpgradeOptions, settings: SiteSettings): Promise<boolean> {
  const { repo, target, env, log } = options;
  const started = performance.now();
  const fail = (message: string) => notBegun(log, message);
  const { dataDir } = settings;
  const url = `http://127.0.0.1:${settings.port}`;
  let to: string;
  try {
    const changes = localChanges(repo);
    if (changes.length > 0)
      return fail(`de code heeft lokale wijzigingen (${changes.slice(0, 3).join(', ').trim()}); zet die eerst weg`);
    to = resolveTarget(repo, target);
  } catch (error) {
    return fail(reason(error));
  }
  const head = headCommit(repo);
  // The code the running site was started from, also when someone checked out since.
  const recorded = runningSite(dataDir)?.commit;
  const from = recorded && isCommit(repo, recorded) ? recorded : head;
  const branch = head === from ? headBranch(repo) : undefined;
  if (from === to && head === to && (await healthy(url))) {
    log(`De site draait ${target} (${short(to)}) al; er is niets te doen.`);
    return true;
  }
  log(`Upgrade van ${short(from)} naar ${target} (${short(to)}), gegevens in ${dataDir}`);

  const control = siteControl({ dataDir, repoRoot: repo, env, answers: () => healthy(url) });
  const done = { started: false, checkedOut: false, installed: false, built: false };
  let snapshot: string | undefined;
  const step = async (label: string, work: () => Promise<string | void>) => {
    const begun = performance.now();
    try {
      const detail = await work();
      log(`✓ ${label}${detail ? `: ${detail}` : ''} (${seconds(begun)})`);
    } catch (error) {
      throw error instanceof StepFailed ? error : new StepFailed(label, reason(error));
    }
  };
  const startAndCheck = async () => {
    const site = await control.start();
    done.started = true;
    await waitUntilHealthy(url, site);
    await checkPageAndLogin(url, settings.superuser.email, settings.superuser.password);
  };

  try {
    await step('Site gestopt; Caddy toont de onderhoudspagina', () => control.stop());
  } catch (error) {
    return fail(reason(error));
  }

  try {
    await step('Kopie van de gegevens gemaakt en gecontroleerd', async () => {
      const copy = await takeSnapshot(dataDir);
      snapshot = copy.dir;
      return `${copy.dir} (${copy.files} bestanden, ${(copy.bytes / 1e6).toFixed(1).replace('.', ',')} MB)`;
    });
    await step(`Code uitgecheckt`, async () => {
      done.checkedOut = true;
      checkout(repo, to);
      return `${target} (${short(to)})`;
    });
    await step('Pakketten geïnstalleerd (pnpm install --frozen-lockfile)', async () => {
      done.installed = true;
      const problem = await runPnpm(repo, ['install', '--frozen-lockfile'], env);
      if (problem) throw new Error(problem);
    });
    const needed = buildNeeded(changedFiles(repo, from, to));
    const built = existsSync(join(settings.publicDir, 'index.html'));
    if (needed.length > 0 || !built) {
      await step('Site gebouwd (pnpm build)', async () => {
        done.built = true;
        const problem = await runPnpm(repo, ['build'], env);
        if (problem) throw new Error(problem);
        return needed.length > 0 ? `${needed.length} gewijzigde bestanden die de build leest` : 'er was nog geen build';
      });
    } else {
      log('✓ Bouwen overgeslagen: niets wat de build leest is veranderd');
    }
    await step('Migraties', () => runMigrations(repo, dataDir, env));
    await step('Site gestart, gezond en inloggen lukt', async () => {
      await startAndCheck();
      return url;
    });
  } catch (error) {
    const failed = error instanceof StepFailed ? error : new StepFailed('Upgrade', reason(error));
    log(`✗ Mislukt: ${failed.step}: ${failed.message}`);
    const undo = async (label: string, work: () => Promise<unknown> | void) => {
      const begun = performance.now();
      await work();
      log(`↩ ${label} (${seconds(begun)})`);
    };
    try {
      if (done.started) await undo('Nieuwe versie gestopt', () => control.stop());
      if (done.checkedOut) await undo(`Code terug op ${short(from)}`, () => checkout(repo, branch ?? from));
      if (done.installed)
        await undo('Pakketten van de vorige versie geïnstalleerd', async () => {
          const problem = await runPnpm(repo, ['install', '--frozen-lockfile'], env);
          if (problem) throw new Error(problem);
        });
      if (done.built)
        await undo('Vorige versie gebouwd', async () => {
          const problem = await runPnpm(repo, ['build'], env);
          if (problem) throw new Error(problem);
        });
      if (snapshot) await undo('Gegevens teruggezet uit de kopie', () => restoreSnapshot(dataDir, snapshot!));
      await undo('Vorige versie gestart, gezond en inloggen lukt', startAndCheck);
    } catch (rollbackError) {
      log(
        `✗ Ook terugzetten mislukte: ${reason(rollbackError)}. Met de hand: git checkout ${from}, pnpm install --frozen-lockfile, pnpm build${snapshot ? `, de map ${dataDir} vervangen door ${snapshot}` : ''}, de site starten.`,
      );
      return false;
    }
    log(
      `Upgrade mislukt (${failed.step}: ${failed.message}). Alles is teruggezet: de code staat op ${short(from)}${snapshot ? `, de gegevens zijn die van de kopie ${snapshot}` : ''}, en de site draait weer (${seconds(started)}).`,
    );
    return false;
  }

  try {
    for (const line of await sectionVersionLines(url, join(repo, 'remotes'), settings.publicUrl ?? url)) log(line);
  } catch (error) {
    log(`Secties: niet te lezen (${reason(error)})`);
  }
  log(
    `Upgrade klaar: de site draait ${target} (${short(to)}) na ${seconds(started)}. De kopie van ervoor staat in ${snapshot}; verwijder die als alles goed werkt.`,
  );
  return true;
}
