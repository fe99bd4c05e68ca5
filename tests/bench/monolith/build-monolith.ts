import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';

/** Builds the benchmark-only monolithic site (vite.config.ts beside this file) into `outDir`. */
export function buildMonolith(outDir: string): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--config', '../tests/bench/monolith/vite.config.ts'],
    {
      cwd: join(REPO_ROOT, 'shell'),
      env: { ...process.env, MONOLITH_OUT_DIR: outDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`monolithische build mislukte:\n${result.stdout}${result.stderr}`);
}
