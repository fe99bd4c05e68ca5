import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// What a PocketBase of the bench uses, read from /proc by the port it serves: its processor time
// counts only its own work, where requests per second also count the load generator sharing the
// same two cores (and vary by 10-20% between runs of the same code).

const pidOf = (port: number) =>
  execFileSync('pgrep', ['-f', `serve --http 127.0.0.1:${port}( |$)`], { encoding: 'utf8' })
    .trim()
    .split('\n')[0];

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The processor time the PocketBase on `port` has used since it started (user and system), in ms. */
export function pocketBaseCpuMs(port: number): number {
  // /proc/<pid>/stat: the fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pidOf(port)}/stat`, 'utf8')
    .split(') ')[1]!
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
}

/** The resident memory of the PocketBase on `port` now, and its high-water mark since it started, in MB. */
export function pocketBaseMemory(port: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pidOf(port)}/status`, 'utf8');
  const mb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}
