import { execFileSync } from 'node:child_process';
import { copyFile, cp, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';

/**
 * A site's checkout as a maintainer has it, in a temporary folder, without this clone's history
 * (CI clones with --depth 1 and no tags): a git repository with two commits, "previous" (the
 * checked-in previous release's migrations and hooks on today's code) and "target" (today's
 * code, plus whatever a test adds). The built site and sections and node_modules come from this
 * working tree: node_modules as hard links (no network, no install), except pnpm's own state
 * files, which an install in the copy rewrites in place.
 */
export interface UpgradeScenario {
  /** The checkout (the site's /srv/tjas). */
  repo: string;
  previous: string;
  target: string;
  git(...args: string[]): string;
}

/** Folders that hold what a build made (ignored by git, read by a start). */
const BUILT = [
  '.site',
  ...['actief', 'board', 'events', 'media', 'sport', 'webshop'].map((name) => `remotes/${name}/dist`),
];

async function linkNodeModules(from: string, to: string): Promise<void> {
  execFileSync('cp', ['-al', from, to]);
  // pnpm writes .modules.yaml, its workspace state and .pnpm/lock.yaml in place: a hard link
  // would let the copy's install change this working tree's files.
  for (const dir of [to, join(to, '.pnpm')]) {
    for (const entry of await readdir(dir).catch(() => [] as string[])) {
      const file = join(dir, entry);
      if (!(await lstat(file)).isFile()) continue;
      await rm(file);
      await copyFile(join(from, file.slice(to.length)), file);
    }
  }
  await rm(join(to, '.vite-temp'), { recursive: true, force: true });
}

export async function createUpgradeScenario(options: {
  /** Files the target commit adds or changes, relative to the checkout. */
  targetFiles?: Record<string, string>;
}): Promise<UpgradeScenario> {
  const root = await mkdtemp(join(tmpdir(), 'tjas-upgrade-site-'));
  const repo = join(root, 'srv');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Proef', '-c', 'user.email=proef@tjas-test.nl', ...args], {
      cwd: repo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  await mkdir(repo);
  // Today's tree as it is on disk (also what is not committed yet), without what git ignores.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    await mkdir(dirname(join(repo, file)), { recursive: true });
    await copyFile(join(REPO_ROOT, file), join(repo, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree
    });
  }
  for (const dir of BUILT) await cp(join(REPO_ROOT, dir), join(repo, dir), { recursive: true });
  const modules = execFileSync(
    'find',
    ['.', '-maxdepth', '3', '-name', 'node_modules', '-type', 'd', '-not', '-path', './node_modules/*'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean)
    // Only the workspace's packages: a test beside this one may be installing a section under .tmp/.
    .filter((dir) => dirname(dir) === '.' || files.includes(`${dirname(dir).slice(2)}/package.json`));
  for (const dir of modules) await linkNodeModules(join(REPO_ROOT, dir), join(repo, dir));

  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'target');
  // The previous release: its backend migrations and hooks (tests/fixtures/releases) on today's
  // code. Hook libraries it did not have yet stay (today's scripts may read them); PocketBase runs
  // only the release's own hook files (*.pb.js).
  const backend = join(repo, 'packages/backend');
  await rm(join(backend, 'pb_migrations'), { recursive: true });
  for (const file of await readdir(join(backend, 'pb_hooks'))) {
    if (file.endsWith('.pb.js')) await rm(join(backend, 'pb_hooks', file));
  }
  execFileSync('tar', ['-xzf', join(REPO_ROOT, 'tests/fixtures/releases/v1.0.0-backend.tar.gz'), '-C', repo]);
  git('add', '-A');
  git('commit', '-q', '-m', 'previous');
  const previous = git('rev-parse', 'HEAD');
  // The target on top of the previous one (history order does not matter to the upgrade).
  git('checkout', '-q', 'HEAD~1', '--', '.');
  for (const [file, content] of Object.entries(options.targetFiles ?? {})) {
    await mkdir(dirname(join(repo, file)), { recursive: true });
    await writeFile(join(repo, file), content);
  }
  git('add', '-A');
  git('commit', '-q', '-m', 'target');
  const target = git('rev-parse', 'HEAD');
  git('checkout', '-q', previous);
  return { repo, previous, target, git };
}
