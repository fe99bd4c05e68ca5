import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { REPO_ROOT } from '@tjas/backend/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSiteDir } from '../fixtures/section-bundle.ts';
import { waitingRelease } from '@tjas/deploy/release-client';
import { approveAs } from './support/power-confirmation.ts';
import { environmentOutsideVitest } from './support/outside-env.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A section with its own React kept outside this repository, as docs/sections.md tells it: the
// fixture copied to a folder of its own, linked to this checkout's two packages, built with its
// own `pnpm build` (both builds: dist/ and the standard Module Federation remote in dist/mf/),
// type-checked, and released from this checkout with `release:section --dist`. One build, which
// every assertion reads.
const FIXTURE = join(REPO_ROOT, 'tests/fixtures/own-react-section');
const PNPM = ['-y', 'pnpm@10.34.9'];
const run = promisify(execFile);
let dir: string;
let siteDir: string;
let pb: TestPocketBase;

/** A command as a volunteer types it in their shell: not part of this test runner. */
function volunteer(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return run(command, args, { cwd, encoding: 'utf8', env: { ...environmentOutsideVitest(), ...env } });
}

/** `pnpm release:section ...` from the checkout (the compiled command, as pnpm runs it), with its exit code. */
function release(args: string[], email: string): Promise<{ code: number; output: string }> {
  const env = { TJAS_EMAIL: email, TJAS_PASSWORD: DEMO_PASSWORD };
  return volunteer(process.execPath, ['packages/deploy/bin/release-section.js', ...args], REPO_ROOT, env).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tjas-eigen-react-'));
  siteDir = await testSiteDir();
  [pb] = await Promise.all([
    startTestPocketBase({ publicDir: siteDir, seeded: true }),
    // What is in git: no node_modules or build of the fixture's place.
    cp(FIXTURE, dir, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) }),
  ]);
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await rm(dir, { recursive: true, force: true });
  await rm(siteDir, { recursive: true, force: true });
});

describe('an own-React section copied outside the repository', () => {
  it('links, builds dist/ and dist/mf/, type-checks, and is released with --dist', async () => {
    expect(relative(REPO_ROOT, dir)).toMatch(/^\.\./);
    // docs/sections.md: the two site packages from the checkout, the rest from the registry.
    await volunteer(
      'npx',
      [
        ...PNPM,
        'add',
        '--prefer-offline',
        `@tjas/auth@link:${join(REPO_ROOT, 'packages/auth')}`,
        `@tjas/federation@link:${join(REPO_ROOT, 'packages/federation')}`,
      ],
      dir,
    );
    const pkg = await readFile(join(dir, 'package.json'), 'utf8');
    expect(pkg).not.toContain('workspace:');
    await Promise.all([
      volunteer('npx', [...PNPM, '--reporter=silent', 'build'], dir),
      volunteer('npx', [...PNPM, '--reporter=silent', 'typecheck'], dir),
    ]);
    // Like every section build: the import-map build, and the standard remote beside it.
    expect(existsSync(join(dir, 'dist/mf-manifest.json'))).toBe(true);
    expect(existsSync(join(dir, 'dist/mf/remoteEntry.js'))).toBe(true);
    const standard = JSON.parse(await readFile(join(dir, 'dist/mf/mf-manifest.json'), 'utf8')) as {
      name: string;
      shared: { name: string }[];
      exposes: { name: string }[];
    };
    expect(standard.name).toBe('tjas_proef');
    expect(standard.exposes.map((expose) => expose.name)).toEqual(['section']);
    // React is its own: only the framework-free session is shared.
    expect(standard.shared.map((shared) => shared.name)).toEqual(['@tjas/auth']);

    // An admin releases it at the place its package proposes; another admin approves it.
    const released = await release(
      ['proef', '--site', pb.url, '--dist', join(dir, 'dist'), '--place'],
      'bestuur@tjas.example',
    );
    expect(released.output).toMatch(/proef \S+ is klaar voor controle/);
    // Outside a git checkout the release has no commit, and git's English complaint is not shown.
    expect(released.output).not.toMatch(/fatal|not a git repository/);
    expect(released.code).toBe(0);
    const reviewer = await pb.member('ict@tjas.example', DEMO_PASSWORD);
    // Its reviewer reads the sources by the section's folder and by the checkout it is linked
    // to, not by the folders between the two.
    const waiting = await waitingRelease({ site: pb.url, token: reviewer.authStore.token }, 'proef');
    const sources = waiting!.sources.map((change) => change.path);
    expect(sources).toContain('src/section.tsx');
    expect(sources).toContain('packages/federation/src/section-contract.ts');
    expect(sources.filter((path) => !/^(src|packages|node_modules)\//.test(path))).toEqual([]);
    const { version } = await approveAs({ site: pb.url, token: reviewer.authStore.token }, 'proef');

    const registry = (await (await fetch(`${pb.url}/remotes.json`)).json()) as {
      sections: { name: string; version: string; prefix: string }[];
    };
    expect(registry.sections).toContainEqual(expect.objectContaining({ name: 'proef', version, prefix: '/proef' }));
    // The standard remote went with the release, as with the six sections.
    const served = await fetch(`${pb.url}/sections/proef/${version}/mf/mf-manifest.json`);
    expect(served.status).toBe(200);
    expect(((await served.json()) as { name: string }).name).toBe('tjas_proef');
    expect((await fetch(`${pb.url}/sections/proef/${version}/mf/remoteEntry.js`)).status).toBe(200);
  }, 180_000);
});
