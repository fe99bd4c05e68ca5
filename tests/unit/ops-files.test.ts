import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { REPO_ROOT } from '@tjas/backend/paths';
import { readSiteSettings } from '@tjas/backend/site-settings';
import { describe, expect, it } from 'vitest';

// The files a maintainer copies onto a server (docs/operations.md) must work as copied.
const ops = (file: string) => readFileSync(join(REPO_ROOT, 'ops', file), 'utf8');
const example = parseEnv(ops('tjas.env.example')) as Record<string, string>;
const unit = ops('tjas.service');
const setting = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
const hasSystemd = (() => {
  try {
    execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('ops/tjas.env.example', () => {
  it('is refused as copied: its placeholder secrets are public', () => {
    expect(() => readSiteSettings(example, '/srv/tjas', 'production')).toThrow(
      /^[A-Z_]+ is de voorbeeldwaarde uit ops\/tjas.env.example/,
    );
  });

  it('is a complete production configuration once filled in', () => {
    const filled = {
      ...example,
      PB_SUPERUSER_PASSWORD: 'eigen-schaats-ijs-2027!',
      SMTP_PASSWORD: 'eigen-smtp-geheim',
      TJAS_PROXY_SECRET: '0123456789abcdef0123456789abcdef',
    };
    const settings = readSiteSettings(filled, '/srv/tjas', 'production');
    expect(settings.publicUrl).toBe(`https://${example['TJAS_DOMAIN']}`);
    expect(settings.backups).toMatchObject({ cron: '0 2 * * *', s3: undefined });
    expect(settings.trustedProxyHeaders).toEqual(['X-Tjas-Client-0123456789abcdef0123456789abcdef']);
  });

  it('keeps the data where the service may write', () => {
    expect(example['PB_DATA_DIR']?.startsWith(`${setting('ReadWritePaths')}/`)).toBe(true);
  });
});

describe('ops/Caddyfile', () => {
  it('gets exactly the settings it reads from the server guide\u2019s caddy.env, and no password', () => {
    // TJAS_CADDY_GLOBAL is the tests' own (their ports and local CA).
    const read = [...ops('Caddyfile').matchAll(/\{\$([A-Z_]+)/g)].map((match) => match[1]!);
    const wanted = [...new Set(read)].filter((name) => name !== 'TJAS_CADDY_GLOBAL').sort();
    const guide = /grep -E '\^\(([A-Z_|]+)\)=' \/etc\/tjas\/tjas\.env > \/etc\/tjas\/caddy\.env/.exec(
      readFileSync(join(REPO_ROOT, 'docs/operations.md'), 'utf8'),
    );
    expect(guide?.[1]?.split('|').sort()).toEqual(wanted);
    expect(wanted.filter((name) => /PASSWORD|S3_SECRET|ACCESS_KEY/.test(name))).toEqual([]);
  });
});

describe('ops/tjas.service', () => {
  it('runs the production start of this repository with the environment file', () => {
    const [node, importFlag, loader, script, mode] = setting('ExecStart')?.split(' ') ?? [];
    expect([node, importFlag, loader, mode]).toEqual(['/usr/bin/node', '--import', 'tsx', '--production']);
    expect(existsSync(join(REPO_ROOT, script ?? ''))).toBe(true);
    expect(setting('EnvironmentFile')).toBe('/etc/tjas/tjas.env');
    expect(setting('Restart')).toBe('on-failure');
    expect(setting('User')).toBe('tjas');
  });

  it.skipIf(!hasSystemd)('is a unit systemd accepts without a warning', () => {
    // systemd exits 0 on unknown keys and bad values, but says so.
    const result = spawnSync('systemd-analyze', ['verify', join(REPO_ROOT, 'ops/tjas.service')], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
