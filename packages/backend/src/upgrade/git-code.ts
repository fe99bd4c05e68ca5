import { execFileSync } from 'node:child_process';

/** The site's checkout: which commit it has, and moving it to another one. */

export class GitFailed extends Error {}

export function git(repo: string, ...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const stderr = `${(error as { stderr?: string }).stderr ?? ''}`.trim().split('\n').slice(-2).join(' ');
    throw new GitFailed(`git ${args[0]} faalde${stderr ? `: ${stderr}` : ''}`);
  }
}

function commitOf(repo: string, ref: string): string | undefined {
  try {
    return git(repo, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    return undefined;
  }
}

/** Whether this checkout has `ref` as a commit. */
export const isCommit = (repo: string, ref: string): boolean => commitOf(repo, ref) !== undefined;

/** The commit a tag, branch or commit names; fetched first when this checkout does not know it. */
export function resolveTarget(repo: string, ref: string): string {
  const known = commitOf(repo, ref);
  if (known) return known;
  if (git(repo, 'remote')) git(repo, 'fetch', '--tags', '--quiet');
  const fetched = commitOf(repo, ref) ?? commitOf(repo, `origin/${ref}`);
  if (!fetched) throw new GitFailed(`"${ref}" is geen tag, branch of commit van deze code (ook niet na git fetch)`);
  return fetched;
}

export const headCommit = (repo: string): string => git(repo, 'rev-parse', 'HEAD');

/** The branch HEAD is on, or undefined when it is detached (a tag or commit checked out). */
export function headBranch(repo: string): string | undefined {
  try {
    return git(repo, 'symbolic-ref', '--quiet', '--short', 'HEAD') || undefined;
  } catch {
    return undefined;
  }
}

/** Changes to tracked files that a checkout would carry along or refuse. */
export const localChanges = (repo: string): string[] =>
  git(repo, 'status', '--porcelain', '--untracked-files=no').split('\n').filter(Boolean);

/** Checks out `ref` (a branch stays a branch; anything else is checked out detached). */
export function checkout(repo: string, ref: string): void {
  git(repo, 'checkout', '--quiet', ref);
}

/** The files that differ between two commits. */
export const changedFiles = (repo: string, from: string, to: string): string[] =>
  from === to ? [] : git(repo, 'diff', '--name-only', from, to).split('\n').filter(Boolean);

export const short = (commit: string): string => commit.slice(0, 10);
