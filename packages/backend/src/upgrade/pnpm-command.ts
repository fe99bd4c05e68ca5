import { spawn } from 'node:child_process';
import { pnpmCommand } from '@tjas/deploy/section-scripts';

/**
 * Runs pnpm in the checkout (install, build): the pnpm this command runs under (npm_execpath),
 * or the pinned one through npx. Resolves with the last lines of its output when it fails.
 */
export function runPnpm(repo: string, args: string[], env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const [command, prefix] = pnpmCommand(env);
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, ...args], {
      cwd: repo,
      env: { ...env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.on('error', (error) => resolve(error.message));
    // 'close', not 'exit': the last lines may still be on their way when pnpm exits.
    child.on('close', (code) =>
      resolve(
        code === 0
          ? undefined
          : `pnpm ${args.join(' ')} faalde (exit ${code}): ${output.trim().split('\n').slice(-4).join(' | ')}`,
      ),
    );
  });
}
