import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { confirmChange, uploadRelease } from '@tjas/deploy/release-client';
import { buildRelease } from '@tjas/deploy/build-release';
import { readSectionPackage } from '@tjas/federation/section-package';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSiteDir } from '../fixtures/section-bundle.ts';
import { approveAs } from './support/power-confirmation.ts';
import { environmentOutsideVitest } from './support/outside-env.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// `pnpm new:section` makes a section that builds, passes its type check and its own test, and
// can be released at once. Written into a checkout-like folder inside this workspace (so its
// packages resolve as after `pnpm install`), never into remotes/.
const BIN = resolve('node_modules/.bin');
let root: string;
let pb: TestPocketBase | undefined;
let siteDir: string | undefined;

/** Runs a workspace binary as a volunteer's shell would: not as part of this test runner. */
function run(command: string, args: string[], cwd = resolve('.')): string {
  return execFileSync(join(BIN, command), args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: environmentOutsideVitest(),
  });
}

beforeAll(async () => {
  await mkdir('.tmp', { recursive: true });
  root = await mkdtemp(resolve('.tmp/new-section-'));
  await mkdir(join(root, 'remotes'));
  await writeFile(
    join(root, 'README.md'),
    '# Kopie\n\n```\nremotes/events/     /evenementen\nremotes/actief/     /tjas-actief\npackages/auth/      het auth-pakket\n```\n',
  );
});

afterAll(async () => {
  await pb?.stop();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
  await rm(root, { recursive: true, force: true });
});

describe('new:section', () => {
  it('refuses a name, path or prefix that cannot be a section', () => {
    const refuse = (args: string[]) => {
      try {
        run('tsx', ['packages/deploy/src/cli/new-section.ts', ...args, '--root', root, '--no-install']);
        return '';
      } catch (error) {
        return String((error as { stderr?: string }).stderr);
      }
    };
    expect(refuse(['Nieuws!', '--label', 'Nieuws', '--prefix', '/nieuws'])).toContain('geen geldige naam');
    expect(refuse(['site', '--label', 'Site', '--prefix', '/nieuws'])).toContain('"site" is de naam van de site zelf');
    expect(refuse(['nieuws', '--label', 'Nieuws', '--prefix', 'nieuws'])).toContain('geen geldig pad');
    expect(refuse(['nieuws', '--label', 'Nieuws', '--prefix', '/sport'])).toContain(
      'Het pad /sport is al van remotes/sport',
    );
    expect(existsSync(join(root, 'remotes/nieuws'))).toBe(false);
  });

  it('makes a section that builds, type-checks, passes its component and page tests and is released by an admin', async () => {
    const output = run('tsx', [
      'packages/deploy/src/cli/new-section.ts',
      'proef',
      '--label',
      'Proef',
      '--prefix',
      '/proef',
      '--order',
      '9',
      '--root',
      root,
      '--no-install',
    ]);
    expect(output).toContain('remotes/proef gemaakt');
    const dir = join(root, 'remotes/proef');
    expect(await readFile(join(root, 'README.md'), 'utf8')).toContain(`${'remotes/proef/'.padEnd(20)}/proef`);

    // Written as the workspace's lint wants it (this folder is one the workspace's checks skip).
    run('prettier', ['--check', '--ignore-path', '', dir]);
    run('eslint', ['--no-ignore', dir]);
    run('tsc', ['--noEmit', '-p', dir]);
    // Its component test, as the workspace's unit tier runs it (jsdom, next to the code), and its
    // page test, as the sections tier does (`pnpm test:sections remotes/proef`: a real PocketBase
    // with the demo data); the guide runs both right after scaffolding.
    expect(existsSync(join(dir, 'src/proef-pages.page.test.tsx'))).toBe(true);
    await writeFile(
      join(root, 'vitest.config.mjs'),
      `export default { test: { projects: [
  { test: { name: 'unit', environment: 'jsdom', include: ['remotes/**/*.test.tsx'], exclude: ['**/*.page.test.tsx'] } },
  { test: { name: 'sections', environment: 'jsdom', include: ['remotes/**/*.page.test.tsx'],
    setupFiles: [${JSON.stringify(resolve('tests/unit-setup.ts'))}],
    globalSetup: [${JSON.stringify(resolve('tests/sections/start-backend.ts'))}], testTimeout: 30000, hookTimeout: 60000 } },
] } };\n`,
    );
    const tiers = stripVTControlCharacters(
      run('vitest', ['run', '--config', join(root, 'vitest.config.mjs'), '--root', root]),
    );
    expect(tiers).toMatch(/Tests\s+2 passed/);
    expect(tiers).toContain('proef-pages.page.test.tsx');
    run('vite', ['build', '--configLoader', 'runner'], dir);
    run('vite', ['build', '--configLoader', 'runner', '--mode', 'mf'], dir);
    expect(existsSync(join(dir, 'dist/mf-manifest.json'))).toBe(true);
    expect(existsSync(join(dir, 'dist/mf/remoteEntry.js'))).toBe(true);

    siteDir = await testSiteDir();
    pb = await startTestPocketBase({ publicDir: siteDir, seeded: true });
    // An admin puts it on the site at the place its package proposes (confirmed with their
    // password), and another admin approves the release.
    const admin = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
    const session = { site: pb.url, token: admin.authStore.token };
    const release = await buildRelease(readSectionPackage(dir), join(dir, 'dist'), 'tjas');
    const { label, prefix, order } = release.meta;
    const place = { kind: 'sectie-plaats' as const, section: 'proef', version: release.version, label, prefix };
    const placement = await confirmChange(session, { ...place, order: order ?? null }, DEMO_PASSWORD);
    const submitted = await uploadRelease(session, { ...release, withPlace: true }, placement);
    expect(submitted).toMatchObject({
      section: 'proef',
      status: 'review',
      version: `0.1.0-${release.version.split('-')[1]}`,
    });
    const reviewer = await pb.member('ict@tjas.example', DEMO_PASSWORD);
    await approveAs({ site: pb.url, token: reviewer.authStore.token }, 'proef');
    const registry = (await (await fetch(`${pb.url}/remotes.json`)).json()) as {
      sections: { name: string; prefix: string; order?: number }[];
    };
    expect(registry.sections).toContainEqual(expect.objectContaining({ name: 'proef', prefix: '/proef', order: 9 }));
  }, 120_000);
});
