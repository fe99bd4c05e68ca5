import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';
import { TYPECHECK_CACHE } from '@tjas/deploy/section-tools';

/**
 * What a volunteer types, and the same script through npm, which starts in a tenth of a second
 * where npx spends about two on checking pnpm's version with the registry (docs/sections.md).
 */
export const RELEASE_VIA_PNPM = ['npx', '-y', 'pnpm@10.34.9', 'release:section'] as const;
export const RELEASE_VIA_NPM = ['npm', 'run', '-s', 'release:section', '--'] as const;

export interface ReleaseTimes {
  /** `--list` through npx and pnpm, and through npm. */
  listViaPnpm: number;
  listViaNpm: number;
  /** Command to accepted (waiting for review) without the type checker's cache: a first release. */
  releaseCold: number;
  /** The same again, with its cache: every later release. */
  releaseWarm: number;
  /** The commands, to measure again by hand. */
  commands: { list: string; listViaNpm: string; release: string };
}

/** Milliseconds from start to exit of a command in the repository; throws when it fails. */
function timed(command: readonly string[], env: Record<string, string>): number {
  const started = performance.now();
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${command.join(' ')} mislukte`);
  return performance.now() - started;
}

/**
 * What a volunteer waits for, against the running site at `site`: `--list`, and a release of
 * `section` from the command to accepted (its build, type check, checks and upload; it then waits
 * for review, as the login is a committee member's), first without and then with the type
 * checker's cache. The release builds what is in the working tree.
 */
export async function benchRelease(
  section: string,
  site: string,
  login: Record<string, string>,
): Promise<ReleaseTimes> {
  const args = [section, '--site', site];
  // The first call may compile the command (when its sources changed): not what is measured.
  timed([...RELEASE_VIA_NPM, ...args, '--list'], login);
  const listViaPnpm = timed([...RELEASE_VIA_PNPM, ...args, '--list'], login);
  const listViaNpm = timed([...RELEASE_VIA_NPM, ...args, '--list'], login);
  await rm(join(REPO_ROOT, 'remotes', section, TYPECHECK_CACHE), { force: true });
  const releaseCold = timed([...RELEASE_VIA_PNPM, ...args], login);
  const releaseWarm = timed([...RELEASE_VIA_PNPM, ...args], login);
  return {
    listViaPnpm,
    listViaNpm,
    releaseCold,
    releaseWarm,
    commands: {
      list: [...RELEASE_VIA_PNPM, ...args, '--list'].join(' '),
      listViaNpm: [...RELEASE_VIA_NPM, ...args, '--list'].join(' '),
      release: [...RELEASE_VIA_PNPM, ...args].join(' '),
    },
  };
}
