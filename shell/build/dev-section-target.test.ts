import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSectionTarget } from './dev-section-target.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
let repo: string;

/** A section folder under `<repo>/remotes/<name>` with its package.json and src/section.tsx. */
async function section(name: string, framework?: 'own'): Promise<void> {
  const dir = join(repo, 'remotes', name);
  await mkdir(join(dir, 'src'), { recursive: true });
  const tjasSection = { name, label: name, prefix: `/${name}`, ...(framework ? { framework } : {}) };
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: `@tjas/section-${name}`, version: '1.0.0', tjasSection }),
  );
  await writeFile(join(dir, 'src', 'section.tsx'), 'export default {};\n');
}

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'tjas-dev-section-'));
  await section('sport');
  await section('nieuw', 'own');
});

afterAll(() => rm(repo, { recursive: true, force: true }));

describe('pnpm dev:section <sectie>', () => {
  it('serves a section on the site\u2019s React, by its name or its folder', () => {
    expect(devSectionTarget('sport', repo)).toEqual({ serve: 'sport' });
    expect(devSectionTarget('./remotes/sport', repo, repo)).toEqual({ serve: 'sport' });
  });

  it('refuses a section with its own React with the reason in Dutch and exit code 1, under remotes/ too', () => {
    const target = devSectionTarget('nieuw', repo);
    expect(target).toMatchObject({ exitCode: 1 });
    expect('refuse' in target && target.refuse).toContain(
      'Sectie "nieuw" heeft een eigen React ("framework": "own" in haar package.json). dev:section draait een sectie op de React van de site',
    );
    expect(devSectionTarget(join(repo, 'remotes', 'nieuw'), repo)).toMatchObject({ exitCode: 1 });
  });

  it('says how to use it for no name, an unknown one, or a folder that is not a section', () => {
    for (const arg of [undefined, 'bestaat-niet', './elders']) {
      expect(devSectionTarget(arg, repo, repo)).toMatchObject({
        exitCode: 2,
        refuse: expect.stringContaining('Gebruik'),
      });
    }
  });

  it('asks for the folder of a section that is not under remotes/, in the form that prints no pnpm lines', () => {
    const target = devSectionTarget('proef', repo, repo);
    expect(target).toMatchObject({ exitCode: 2 });
    expect('refuse' in target && target.refuse).toContain(
      'Er is geen sectie "proef" onder remotes/. Staat ze ergens anders, noem dan haar map: npm run -s dev:section -- <map van proef>',
    );
    expect('refuse' in target && target.refuse).toContain('Gebruik: npm run -s dev:section -- <sectie>');
  });

  it('the command itself refuses the own-React fixture at once: the Dutch reason, exit 1, no server', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = execFile(
        join(REPO_ROOT, 'node_modules/.bin/tsx'),
        ['shell/build/dev-section-cli.ts', 'tests/fixtures/own-react-section'],
        { cwd: REPO_ROOT, timeout: 20_000, env: { ...process.env, INIT_CWD: REPO_ROOT } },
        (_error, _stdout, stderr) => done({ code: child.exitCode, stderr }),
      );
    });
    expect(stderr).toContain('Sectie "proef" heeft een eigen React');
    expect(stderr).toContain('npm run -s release:section -- proef --site <testsite> --dist');
    expect(code).toBe(1);
  }, 30_000);
});
