import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '@tjas/backend/paths';

export const BENCH_PORT = 8098;
export const BENCH_URL = `http://127.0.0.1:${BENCH_PORT}`;

/** The served site and PocketBase with the demo data, on ports of its own, from an empty database. */
export async function startBenchServer(): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('npx', ['tsx', 'packages/backend/src/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      PB_RESET: '1',
      PB_DATA_DIR: '.tmp/bench/pb_data',
      SITE_DIR: '.site',
      SMTP_PORT: '2528',
      MAIL_HTTP_PORT: '8028',
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
