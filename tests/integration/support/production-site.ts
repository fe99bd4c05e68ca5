import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';
import { stopChild } from '@tjas/backend/stop-child';
import PocketBase from 'pocketbase';
import { environmentOutsideVitest } from './outside-env.ts';

/** Settings a production start accepts (a strong password of its own, a mail server, https). */
export const PRODUCTION_SUPERUSER = { email: 'ict@tjas-test.nl', password: 'proef-schaatsbaan-2027-ijs!' };
/** What Caddy and the site share (TJAS_PROXY_SECRET): the name of the header with the member's address. */
export const PROXY_SECRET = 'proef-proxy-0123456789abcdef';

/**
 * The settings of a production site listening on `port` and mailing through `smtpPort`, for
 * its start and for the maintainer's commands (which reach it at PB_URL as its superuser).
 */
export function productionEnv(
  port: number,
  smtpPort: number,
  publicUrl = 'https://leden.tjas-test.nl',
): Record<string, string> {
  return {
    PORT: String(port),
    PB_URL: `http://127.0.0.1:${port}`,
    TJAS_PUBLIC_URL: publicUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_SENDER: 'noreply@tjas-test.nl',
    PB_SUPERUSER_EMAIL: PRODUCTION_SUPERUSER.email,
    PB_SUPERUSER_PASSWORD: PRODUCTION_SUPERUSER.password,
    TJAS_PROXY_SECRET: PROXY_SECRET,
  };
}

/** A client of `url` logged in as the production test's superuser. */
export async function superuserClient(url: string): Promise<PocketBase> {
  const admin = new PocketBase(url).autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(PRODUCTION_SUPERUSER.email, PRODUCTION_SUPERUSER.password);
  return admin;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the backend's commands (`src/<script>`) as a maintainer would, and waits for it. */
export function runBackendCommand(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `packages/backend/src/${script}`, ...args], {
      cwd: REPO_ROOT,
      env: { ...environmentOutsideVitest(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ProductionSite {
  /** Where PocketBase listens (loopback, behind the proxy). */
  url: string;
  dataDir: string;
  /** What the start printed. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `pnpm serve` on a new data folder with the built site (.site, pnpm build), as the systemd unit
 * runs it; resolves when it says it runs, rejects with its output when it stops before that.
 */
export async function startProductionSite(env: Record<string, string>): Promise<ProductionSite> {
  const dataDir = env['PB_DATA_DIR'] ?? (await mkdtemp(join(tmpdir(), 'tjas-prod-')));
  const fullEnv: NodeJS.ProcessEnv = {
    ...environmentOutsideVitest(),
    PB_SUPERUSER_EMAIL: PRODUCTION_SUPERUSER.email,
    PB_SUPERUSER_PASSWORD: PRODUCTION_SUPERUSER.password,
    TJAS_PROXY_SECRET: PROXY_SECRET,
    ...env,
    PB_DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/backend/src/start.ts', '--production'], {
    cwd: REPO_ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
    child.stdout.on('data', () => {
      if (/draait \(productie\)/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`pnpm serve stopped (exit ${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${fullEnv['PORT'] ?? 8090}`,
    dataDir,
    output: () => output,
    stop: () => stopChild(child, 'SIGTERM', { group: true }),
  };
}
