import { spawn } from 'node:child_process';

/**
 * Runs pnpm in the checkout (install, build): the pnpm this command runs under (npm_execpath),
 * or the pinned one through npx. Resolves with the last lines of its output when it fails.
 */
export function runPnpm(repo: string, args: string[], env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const own = env['npm_execpath'];
  const [command, ...rest] =
    own && /pnpm/.test(own) ? [process.execPath, own, ...args] : ['npx', '-y', 'pnpm@10.34.9', ...args];
  return new Promise((resolve) => {
    const child = spawn(command!, rest, { cwd: repo, env: { ...env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code) =>
      resolve(
        code === 0
          ? undefined
          : `pnpm ${args.join(' ')} faalde (exit ${code}): ${output.trim().split('\n').slice(-4).join(' | ')}`,
      ),
    );
  });
}
