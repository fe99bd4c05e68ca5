import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { REPO_ROOT } from '@tjas/backend/paths';

export const BENCH_PORT = 8098;
export const BENCH_URL = `http://127.0.0.1:${BENCH_PORT}`;

/** The federated site (the real build), and the benchmark-only monolithic build of the same pages. */
export const SITES = {
  federated: {
    siteDir: '.site',
    dataDir: '.tmp/bench/pb_data_federated',
    port: BENCH_PORT,
    smtpPort: 2528,
    mailPort: 8028,
  },
  monolithic: {
    siteDir: '.tmp/bench/monolith',
    dataDir: '.tmp/bench/pb_data_monolithic',
    port: 8099,
    smtpPort: 2529,
    mailPort: 8029,
  },
} as const;
export type SiteName = keyof typeof SITES;
export const siteUrl = (site: SiteName) => `http://127.0.0.1:${SITES[site].port}`;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Waits (briefly: the previous part's servers may still be closing) for a port to be free, and
 * refuses one that stays taken: a PocketBase left over from an aborted run would answer
 * start.ts's health check, and the benchmark would measure (and wipe) that one instead.
 */
async function waitForPortFree(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portFree(port))) {
    if (Date.now() > deadline)
      throw new Error(`Poort ${port} is bezet: draait er nog een benchmark of site? Stop die eerst.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface BenchServer {
  stop: () => Promise<void>;
}

/**
 * A served site and PocketBase with the demo data, on ports of its own, from an empty database.
 * `env`: more of the start's settings (e.g. TJAS_PUBLIC_URL when a proxy serves the pages).
 */
export async function startBenchServer(
  site: SiteName = 'federated',
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const { siteDir, dataDir, port, smtpPort, mailPort } = SITES[site];
  for (const used of [port, smtpPort, mailPort]) await waitForPortFree(used);
  const child: ChildProcess = spawn('npx', ['tsx', 'packages/backend/src/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PB_RESET: '1',
      PB_DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      SMTP_PORT: String(smtpPort),
      MAIL_HTTP_PORT: String(mailPort),
      LOGINS_PER_MINUTE: '100000',
      // The demo start follows edits of pb_hooks and restarts: another session editing a hook
      // mid-run would spoil the figures (BENCHMARKS.md, the rush).
      TJAS_WATCH_HOOKS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops npx, tsx, node and PocketBase together.
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo-logins')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`start.ts stopte (${code}):\n${output}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

/** Starts several at once; when one fails, the others are stopped again before the error is thrown. */
export async function startBenchServers(sites: readonly SiteName[]): Promise<BenchServer[]> {
  const started = await Promise.allSettled(sites.map((site) => startBenchServer(site)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers;
}
