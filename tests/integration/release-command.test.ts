import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';
import { freePort } from '@tjas/backend/pocketbase-process';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentOutsideVitest } from './support/outside-env.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// The release command as `pnpm release:section` runs it: the compiled file with plain node
// (packages/deploy/bin/release-section.js, compiled again when its sources changed).

function releaseCommand(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['packages/deploy/bin/release-section.js', ...args], {
      cwd: REPO_ROOT,
      env: { ...environmentOutsideVitest(), TJAS_EMAIL: 'sport@tjas.example', TJAS_PASSWORD: DEMO_PASSWORD },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

let pb: TestPocketBase | undefined;
afterAll(async () => {
  await pb?.stop();
});

describe('the release command', () => {
  it('says in Dutch that the site cannot be reached, without a stack trace', async () => {
    const site = `http://127.0.0.1:${await freePort()}`;
    const { code, output } = await releaseCommand(['sport', '--list', '--site', site]);
    expect(code).toBe(1);
    expect(output).toContain(`${site} is niet bereikbaar. Controleer het adres en je verbinding`);
    expect(output).not.toMatch(/\n\s+at |TypeError|fetch failed|Something went wrong/);
  }, 30_000);

  it('asks for http:// or https:// before an address without one, instead of calling it unreachable', async () => {
    const { code, output } = await releaseCommand(['sport', '--list', '--site', '127.0.0.1:8390']);
    expect(output).toContain(
      'Het adres bij --site begint met http:// of https://, bijvoorbeeld --site http://127.0.0.1:8390',
    );
    expect(output).not.toContain('niet bereikbaar');
    expect(code).toBe(2);
  }, 30_000);

  it('names a missing --site, above the usage line', async () => {
    const { code, output } = await releaseCommand(['sport', '--list']);
    expect(output).toContain('--site ontbreekt: het adres van de site, bijvoorbeeld --site http://127.0.0.1:8090');
    expect(output).toContain('Gebruik: npm run -s release:section --');
    expect(code).toBe(2);
  }, 30_000);

  it('lists the history without building or type-checking anything', async () => {
    pb = await startTestPocketBase({ seeded: true });
    const sport = join(REPO_ROOT, 'remotes', 'sport');
    // The build and the type check would write these (dist/ is moved aside and back even when
    // a build fails).
    const touched = async () =>
      Promise.all(
        ['dist', 'node_modules/.cache/tjas'].map((path) =>
          stat(join(sport, path)).then(
            (info) => info.mtimeMs,
            () => 0,
          ),
        ),
      );
    const before = await touched();
    const started = performance.now();
    const { code, output } = await releaseCommand(['sport', '--list', '--site', pb.url]);
    const elapsed = performance.now() - started;
    expect(output).toContain('sport is nog nooit uitgebracht.');
    expect(code).toBe(0);
    expect(output).not.toMatch(/bouwen|typecontrole/);
    expect(await touched()).toEqual(before);
    // Compiled, not through tsx: well under the 1.5 s a volunteer may wait, even on a busy
    // machine running other tests.
    expect(elapsed).toBeLessThan(5_000);
  }, 60_000);

  it('says to wait a minute when the site refuses more logins, not that it cannot be reached', async () => {
    pb ??= await startTestPocketBase({ seeded: true });
    await pb.admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: '*:authWithPassword', audience: '', duration: 60, maxRequests: 1 }],
      },
    });
    try {
      expect((await releaseCommand(['sport', '--list', '--site', pb.url])).code).toBe(0);
      const { code, output } = await releaseCommand(['sport', '--list', '--site', pb.url]);
      expect(output).toContain('Te veel pogingen om in te loggen. Wacht een minuut en probeer het opnieuw.');
      expect(output).not.toContain('niet bereikbaar');
      expect(code).toBe(1);
    } finally {
      await pb.admin.settings.update({ rateLimits: { enabled: false, rules: [] } });
    }
  }, 60_000);
});
