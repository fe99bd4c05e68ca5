import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * How `upgrade:site` stops and starts the running site. Two ways, chosen by the settings file:
 *
 * - With TJAS_SITE_STOP and TJAS_SITE_START (shell commands, e.g. `sudo systemctl stop tjas`),
 *   those run: the service manager keeps owning the site (systemd restarts it after a crash).
 * - Without them, the site's own pid file: every start (start.ts) writes its process id and the
 *   commit it runs beside the data folder (`.data/tjas-site.pid`); the upgrade sends that process
 *   SIGTERM (the start script stops PocketBase cleanly) and waits, and starts `start.ts
 *   --production` itself in the background, its output in `.data/tjas-site.log`.
 */

/** What the running site wrote at its start. */
export interface RunningSite {
  pid: number;
  /** The commit it was started from ('' when git could not tell). */
  commit: string;
}

export const pidFile = (dataDir: string): string => join(dirname(dataDir), 'tjas-site.pid');
export const logFile = (dataDir: string): string => join(dirname(dataDir), 'tjas-site.log');

/** Called by start.ts: this process is the site, running the checked-out commit. */
export async function writePidFile(dataDir: string, repoRoot: string): Promise<void> {
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    // not a git checkout (a copy of the code): the upgrade then starts from the checked-out commit
  }
  await mkdir(dirname(dataDir), { recursive: true });
  await writeFile(pidFile(dataDir), JSON.stringify({ pid: process.pid, commit } satisfies RunningSite));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A pid the system gave to another program since: not the site.
  const command = (() => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return 'start.ts';
    }
  })();
  return command.includes('start.ts');
}

/** The site that runs on this data folder by its pid file, or undefined. */
export function runningSite(dataDir: string): RunningSite | undefined {
  try {
    const site = JSON.parse(readFileSync(pidFile(dataDir), 'utf8')) as RunningSite;
    return alive(site.pid) ? site : undefined;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SiteProcessFailed extends Error {}

export interface StartedSite {
  /** Why it stopped again, if it did. */
  exited(): string | undefined;
  /** Whether its start script said it runs (settings, migrations, sections done). */
  ready(): boolean;
}

export interface SiteControl {
  /** Stops the site; resolves when it is down. */
  stop(): Promise<string>;
  /** Starts the site. */
  start(): Promise<StartedSite>;
}

function runShell(command: string): void {
  try {
    execFileSync('sh', ['-c', command], { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const output = `${(error as { stderr?: string }).stderr ?? ''}`.trim().split('\n').slice(-3).join(' ');
    throw new SiteProcessFailed(`"${command}" faalde${output ? `: ${output}` : ''}`);
  }
}

export function siteControl(options: {
  dataDir: string;
  repoRoot: string;
  env: NodeJS.ProcessEnv;
  /** Whether the site still answers (after a stop command). */
  answers: () => Promise<boolean>;
}): SiteControl {
  const { dataDir, repoRoot, env } = options;
  const stopCommand = env['TJAS_SITE_STOP']?.trim();
  const startCommand = env['TJAS_SITE_START']?.trim();
  if (stopCommand && startCommand) {
    return {
      async stop() {
        runShell(stopCommand);
        for (let tries = 0; tries < 120 && (await options.answers()); tries++) await sleep(250);
        if (await options.answers()) throw new SiteProcessFailed(`de site antwoordt nog na "${stopCommand}"`);
        return `met "${stopCommand}"`;
      },
      async start() {
        runShell(startCommand);
        // The service's output is the service manager's: health and the login tell it runs.
        return { exited: () => undefined, ready: () => true };
      },
    };
  }
  return {
    async stop() {
      const site = runningSite(dataDir);
      if (!site) return 'draaide niet';
      process.kill(site.pid, 'SIGTERM');
      for (let tries = 0; tries < 240 && alive(site.pid); tries++) await sleep(250);
      if (alive(site.pid)) throw new SiteProcessFailed(`proces ${site.pid} stopte niet binnen 60 s`);
      return `proces ${site.pid} gestopt`;
    },
    async start() {
      await mkdir(dirname(dataDir), { recursive: true });
      const log = openSync(logFile(dataDir), 'a');
      const from = statSync(logFile(dataDir)).size;
      const output = () => readFileSync(logFile(dataDir)).subarray(from).toString();
      const child = spawn(process.execPath, ['--import', 'tsx', 'packages/backend/src/start.ts', '--production'], {
        cwd: repoRoot,
        env,
        detached: true,
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      let exit: string | undefined;
      child.on('exit', (code) => {
        const lines = output().trim().split('\n');
        const refusal = lines.filter((line) => /geweigerd|mislukt|Error/.test(line)).slice(-2);
        exit = `de site stopte bij het starten (exit ${code})${refusal.length ? `: ${refusal.join(' ')}` : ''}; zie ${logFile(dataDir)}`;
      });
      child.unref();
      return { exited: () => exit, ready: () => /draait \(productie\)/.test(output()) };
    },
  };
}
