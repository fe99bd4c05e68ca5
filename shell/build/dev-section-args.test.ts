import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devSectionArgs } from './dev-section-args.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

describe('pnpm dev:section <sectie> [--port]', () => {
  it('serves on --port, else PORT, else 5173; the site from TJAS_BACKEND, else the local one on 8090', () => {
    expect(devSectionArgs(['sport', '--port', '8192'], { PORT: '6000' })).toEqual({
      section: 'sport',
      port: '8192',
      backend: 'http://127.0.0.1:8090',
    });
    expect(devSectionArgs(['sport', '--port=8192'], {})).toMatchObject({ port: '8192' });
    expect(devSectionArgs(['--port', '8192', 'sport'], {})).toMatchObject({ section: 'sport', port: '8192' });
    expect(devSectionArgs(['sport'], { PORT: '6000', TJAS_BACKEND: 'http://127.0.0.1:8100' })).toEqual({
      section: 'sport',
      port: '6000',
      backend: 'http://127.0.0.1:8100',
    });
    expect(devSectionArgs(['sport'], {})).toMatchObject({ port: '5173' });
  });

  it('refuses in Dutch what it would otherwise ignore: an unknown option, a port that is not one, two sections', () => {
    expect(devSectionArgs(['sport', '--poort', '8192'], {})).toEqual({
      refuse: expect.stringContaining('Deze opties kent dev:section niet: sport --poort 8192'),
      exitCode: 2,
    });
    expect(devSectionArgs(['sport', '--port', 'acht'], {})).toEqual({
      refuse: '"acht" is geen poort: een getal van 1 tot 65535, zoals --port 5174.',
      exitCode: 2,
    });
    expect(devSectionArgs(['sport'], { PORT: '70000' })).toMatchObject({ exitCode: 2 });
    expect(devSectionArgs(['sport', 'events'], {})).toMatchObject({ refuse: expect.stringContaining('Gebruik') });
  });

  it('the command itself refuses an unknown option at once: Dutch, exit 2, no server', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = execFile(
        join(REPO_ROOT, 'node_modules/.bin/tsx'),
        ['shell/build/dev-section-cli.ts', 'sport', '--poort', '8192'],
        { cwd: REPO_ROOT, timeout: 20_000, env: { ...process.env, INIT_CWD: REPO_ROOT } },
        (_error, _stdout, stderr) => done({ code: child.exitCode, stderr }),
      );
    });
    expect(stderr).toContain('Deze opties kent dev:section niet');
    expect(code).toBe(2);
  }, 30_000);
});
