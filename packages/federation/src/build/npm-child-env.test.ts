import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { npmChildEnv } from './npm-child-env.ts';

// What pnpm 10.34.9 hands a script run as `pnpm run -s a` whose script runs `pnpm --filter p b`
// (as `pnpm new:section` runs the deploy package's script), besides npm's own settings.
const FROM_PNPM = {
  npm_config__jsr_registry: 'https://npm.jsr.io/',
  npm_config_globalconfig: '/root/.config/pnpm/rc',
  npm_config_npm_globalconfig: '/usr/etc/npmrc',
  npm_config_reporter: 'silent',
  npm_config_verify_deps_before_run: 'false',
  npm_config_frozen_lockfile: '',
  npm_config_recursive: 'true',
};

describe('npmChildEnv', () => {
  it('drops the settings only pnpm knows, gives npm its own globalconfig back, keeps the rest', () => {
    const env = npmChildEnv({
      ...FROM_PNPM,
      npm_config_registry: 'https://registry.npmjs.org/',
      PATH: '/usr/bin',
      PORT: '5174',
    });
    expect(env).toEqual({
      npm_config_globalconfig: '/usr/etc/npmrc',
      npm_config_registry: 'https://registry.npmjs.org/',
      PATH: '/usr/bin',
      PORT: '5174',
    });
  });

  it('npm in that environment prints no warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tjas-npm-env-'));
    try {
      await writeFile(join(dir, 'package.json'), '{"name":"x","private":true}');
      const output = (env: NodeJS.ProcessEnv) =>
        execFileSync('sh', ['-c', 'npm pkg get name 2>&1'], { cwd: dir, env, encoding: 'utf8' });
      const env = {
        ...process.env,
        ...FROM_PNPM,
        npm_config_globalconfig: join(dir, 'pnpm-rc'),
        npm_config_npm_globalconfig: join(dir, 'npmrc'),
      };
      expect(output(env)).toContain('npm warn Unknown env config "verify-deps-before-run"'); // the noise
      expect(output(env)).toContain('npm warn Unknown env config "recursive"');
      expect(output(npmChildEnv(env))).toBe('"x"\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
