import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A section's build or type check that failed: the tool's own lines (the type checker's errors,
 * the bundler's message), without pnpm's wrapper lines or stack frames, and one Dutch line that
 * says what to do.
 */
export class ToolFailed extends Error {
  constructor(
    readonly lines: string[],
    readonly advice: string,
  ) {
    super(advice);
  }
}

// What a volunteer does not need to read: pnpm's lines around a failing script, Node's and the
// bundler's stack frames with the rest of its error object, and the Node version footer.
const NOISE = [
  /^\s*at\s/,
  /ERR_PNPM_/,
  /ELIFECYCLE/,
  /Command failed with exit code/,
  /^\s*Node\.js v\d/,
  /^Exit status \d+$/,
  /^\s*errors: \[Getter\/Setter\]$/, // the rest of rolldown's error object, after its stack
  /^\}$/,
  /^\S+ \S+\$ /, // pnpm's echo of a workspace script: "remotes/sport typecheck$ tsc ..."
  /^\s*\.\.\. \d+ lines matching cause stack trace/,
  /^\s*$/,
  // TypeScript's summary after its errors ("Found 2 errors in 2 files." and a table of the files).
  /^Found \d+ errors? in /,
  /^Errors\s+Files$/,
  /^\s+\d+\s+\S+:\d+$/,
];
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/**
 * The lines of a tool's output worth showing, at most `max` (then how many more there are): the
 * type checker's report takes three lines per error (the message, the line of code, the mark).
 */
export function toolLines(output: string, max = 60): string[] {
  const lines = output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .filter((line) => !NOISE.some((noise) => noise.test(line)))
    .map((line) => line.trimEnd());
  return lines.length > max ? [...lines.slice(0, max), `... en nog ${lines.length - max} regels`] : lines;
}

/**
 * How to run pnpm: the one running this command when there is one (no second start-up through
 * npx), else the workspace's pinned pnpm through npx. The command and the arguments before pnpm's own.
 */
export function pnpmCommand(env: NodeJS.ProcessEnv = process.env): [string, string[]] {
  const running = env['npm_execpath'];
  return running && /pnpm/.test(running) ? [process.execPath, [running]] : ['npx', ['-y', 'pnpm@10.34.9']];
}

/**
 * Runs a pnpm script with pnpm's own reporting off and the tool's output kept; a failure becomes
 * ToolFailed with that output and `advice`.
 */
export function runScript(cwd: string, args: string[], advice: string): Promise<void> {
  const [command, prefix] = pnpmCommand();
  return runTool({ command, args: [...prefix, '--reporter=silent', ...args], cwd }, advice);
}

/** A program to run: the command, its arguments, and where. */
export interface ToolCall {
  command: string;
  args: string[];
  cwd: string;
}

/**
 * Runs a program (a tool's own file with node, or pnpm) with its output kept; a failure becomes
 * ToolFailed with that output and `advice`.
 */
export function runTool({ command, args, cwd }: ToolCall, advice: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(new ToolFailed([error.message], advice)));
    // 'close', not 'exit': the tool's last lines may still be on their way when it exits.
    child.on('close', (code) => (code === 0 ? resolve() : reject(new ToolFailed(toolLines(output), advice))));
  });
}

/** Runs programs one after the other (`a && b`), stopping at the first that fails. */
export async function runTools(calls: readonly ToolCall[], advice: string): Promise<void> {
  for (const call of calls) await runTool(call, advice);
}

/**
 * Runs `work` (a build into `dist` and its checks) so that when it fails, the previous build is
 * there as it was: it is moved aside first (into `aside`, a folder every tool ignores, on the same
 * disk), and put back when `work` throws. A copy an interrupted run left aside is put back first.
 */
export async function keepingPrevious(dist: string, aside: string, work: () => Promise<void>): Promise<void> {
  if (existsSync(aside)) {
    if (existsSync(dist)) await rm(aside, { recursive: true, force: true });
    else await rename(aside, dist);
  }
  const had = existsSync(dist);
  if (had) {
    await mkdir(dirname(aside), { recursive: true });
    await rename(dist, aside);
  }
  try {
    await work();
  } catch (error) {
    await rm(dist, { recursive: true, force: true });
    if (had) await rename(aside, dist);
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
}
