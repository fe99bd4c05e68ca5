import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliPaths, compiledCli, isFresh, type CliPaths } from '../bin/compiled-cli.js';

// `pnpm release:section` runs a compiled file with plain node (no tsx, no second pnpm); it must
// never be older than its sources.

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A small command in a folder of its own: an entry that prints what a second file says. */
async function probeCommand(): Promise<CliPaths & { dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'tjas-cli-'));
  folders.push(dir);
  await writeFile(join(dir, 'words.ts'), "export const words: string = 'eerste versie';\n");
  await writeFile(join(dir, 'entry.ts'), "import { words } from './words.ts';\nconsole.log(words);\n");
  return {
    dir,
    entry: join(dir, 'entry.ts'),
    outFile: join(dir, 'dist', 'entry.js'),
    stampFile: join(dir, 'dist', 'entry.sources.json'),
    beside: [],
  };
}

const run = (file: string) => execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim();

describe('the compiled command', () => {
  it('is compiled when missing, reused while its sources stay, and compiled again when one changes', async () => {
    const paths = await probeCommand();
    expect(await isFresh(paths)).toBe(false);
    const file = await compiledCli(paths);
    expect(run(file)).toBe('eerste versie');
    const compiledAt = (await stat(file)).mtimeMs;

    expect(await isFresh(paths)).toBe(true);
    await compiledCli(paths);
    expect((await stat(file)).mtimeMs).toBe(compiledAt);

    // An imported file, not only the entry, makes it stale.
    await writeFile(join(paths.dir, 'words.ts'), "export const words: string = 'tweede versie';\n");
    expect(await isFresh(paths)).toBe(false);
    expect(run(await compiledCli(paths))).toBe('tweede versie');
    expect(await isFresh(paths)).toBe(true);
  });

  it('is stale when the compiled file is gone or changed after the compile (by hand, a full disk)', async () => {
    const paths = await probeCommand();
    await compiledCli(paths);
    await writeFile(paths.outFile, '');
    expect(await isFresh(paths)).toBe(false);
    expect(run(await compiledCli(paths))).toBe('eerste versie');
    await rm(paths.outFile);
    expect(await isFresh(paths)).toBe(false);
  });

  it('is stale when what decides how it compiles changes: the package.json its sources lie in', async () => {
    const paths = await probeCommand();
    await writeFile(join(paths.dir, 'package.json'), '{ "type": "module" }\n');
    await compiledCli(paths);
    expect(await isFresh(paths)).toBe(true);
    await writeFile(join(paths.dir, 'package.json'), '{ "type": "module", "exports": {} }\n');
    expect(await isFresh(paths)).toBe(false);
  });

  it('bundles the workspace packages of the release command and leaves installed packages outside', async () => {
    const paths = cliPaths('release-section');
    await compiledCli(paths);
    expect(await isFresh(paths)).toBe(true);
    const code = await readFile(paths.outFile, 'utf8');
    expect(code).not.toMatch(/from ["']@tjas\//);
    expect(code).toMatch(/from ["']pocketbase["']/);
    const stamp = JSON.parse(await readFile(paths.stampFile, 'utf8')) as { sources: string[] };
    expect(stamp.sources).toEqual(
      expect.arrayContaining([
        '../src/cli/release-section.ts',
        '../src/section-bundle.cjs',
        '../src/route-patterns.cjs',
        '../../permissions/src/permission-table.ts',
        '../../permissions/package.json',
        '../package.json',
      ]),
    );
  });
});
