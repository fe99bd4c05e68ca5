import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '@tjas/backend/paths';

export const BENCH_PORT = 8098;
export const BENCH_URL = `http://127.0.0.1:${BENCH_PORT}`;

/** The federated site (the real build), and the benchmark-only monolithic build of the same pages. */
export const SITES = {
  federated: { siteDir: '.site', port: BENCH_PORT, smtpPort: 2528, mailPort: 8028 },
  monolithic: { siteDir: '.tmp/bench/monolith', port: 8099, smtpPort: 2529, mailPort: 8029 },
} as const;
export type SiteName = keyof typeof SITES;
export const siteUrl = (site: SiteName) => `http://127.0.0.1:${SITES[site].port}`;

/** A served site and PocketBase with the demo data, on ports of its own, from an empty database. */
export async function startBenchServer(site: SiteName = 'federated'): Promise<{ stop: () => Promise<void> }> {
  const { siteDir, port, smtpPort, mailPort } = SITES[site];
  const child: ChildProcess = spawn('npx', ['tsx', 'packages/backend/src/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PB_RESET: '1',
      PB_DATA_DIR: `.tmp/bench/pb_data_${site}`,
      SITE_DIR: siteDir,
      SMTP_PORT: String(smtpPort),
      MAIL_HTTP_PORT: String(mailPort),
      LOGINS_PER_MINUTE: '100000',
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
