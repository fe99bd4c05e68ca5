import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepingPrevious, runScript, ToolFailed, toolLines } from './section-scripts.ts';

// As a section's own `typecheck` script prints it through pnpm (piped: TypeScript's one-line form).
const TYPE_ERROR =
  "src/features/sport/components/results-page.tsx(56,9): error TS2322: Type 'string' is not assignable to type 'number'.";

describe('toolLines', () => {
  it('keeps the type checker\u2019s error and drops pnpm\u2019s wrapper lines', () => {
    const output = [
      'remotes/sport typecheck$ tsc --noEmit -p .',
      TYPE_ERROR,
      '\u001b[31m ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL\u001b[39m  @tjas/section-sport@1.0.0 typecheck: `tsc --noEmit -p .`',
      'Exit status 2',
      ' ELIFECYCLE  Command failed with exit code 2.',
      '',
    ].join('\n');
    expect(toolLines(output)).toEqual([TYPE_ERROR]);
  });

  it('keeps the bundler\u2019s message and drops the stack frames', () => {
    const output = [
      'error during build:',
      '[vite:esbuild] Transform failed with 1 error:',
      'src/section.tsx:3:10: ERROR: Expected ";" but found "sport"',
      '    at failureErrorWithLog (/work/node_modules/esbuild/lib/main.js:1472:15)',
      '    at async Promise.all (index 0) {',
      '  errors: [Getter/Setter]',
      '}',
      'Node.js v20.20.2',
    ].join('\n');
    expect(toolLines(output)).toEqual([
      'error during build:',
      '[vite:esbuild] Transform failed with 1 error:',
      'src/section.tsx:3:10: ERROR: Expected ";" but found "sport"',
    ]);
  });

  it('shows at most the first lines, and says how many more there are', () => {
    const many = Array.from({ length: 65 }, (_, line) => `src/x.ts(${line + 1},1): error TS1005: ';' expected.`);
    const shown = toolLines(many.join('\n'));
    expect(shown).toHaveLength(61);
    expect(shown.at(-1)).toBe('... en nog 5 regels');
  });

  it('keeps the release\u2019s type check report (each error with its line of code) without its summary', () => {
    const report = [
      "src/a.ts:1:14 - error TS2322: Type 'string' is not assignable to type 'number'.",
      '',
      "1 export const x: number = 'a';",
      '               ~',
      '',
      '',
      'Found 2 errors in 2 files.',
      '',
      'Errors  Files',
      '     1  src/a.ts:1',
      '     1  src/b.ts:1',
    ].join('\n');
    expect(toolLines(report)).toEqual([
      "src/a.ts:1:14 - error TS2322: Type 'string' is not assignable to type 'number'.",
      "1 export const x: number = 'a';",
      '               ~',
    ]);
    expect(toolLines('Found 1 error in src/a.ts:1')).toEqual([]);
  });
});

describe('runScript', () => {
  async function packageWith(script: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'tjas-script-'));
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'probe', private: true, scripts: { check: script } }),
    );
    await writeFile(
      join(dir, 'fail.cjs'),
      `console.log(${JSON.stringify(TYPE_ERROR)}); console.error(new Error('boom').stack); process.exit(2);`,
    );
    return dir;
  }

  it('turns a failing script into the tool\u2019s own lines and the Dutch advice, through real pnpm', async () => {
    const dir = await packageWith('node fail.cjs');
    const failure = await runScript(dir, ['run', 'check'], 'Los de fouten hierboven op.').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ToolFailed);
    expect((failure as ToolFailed).advice).toBe('Los de fouten hierboven op.');
    expect((failure as ToolFailed).lines).toEqual([TYPE_ERROR, 'Error: boom']);
  }, 60_000);

  it('resolves when the script succeeds', async () => {
    await expect(
      runScript(await packageWith('node -e "process.exit(0)"'), ['run', 'check'], ''),
    ).resolves.toBeUndefined();
  }, 60_000);
});

describe('keepingPrevious', () => {
  async function dist(): Promise<{ folder: string; aside: string }> {
    const root = await mkdtemp(join(tmpdir(), 'tjas-dist-'));
    const folder = join(root, 'dist');
    await mkdir(folder);
    await writeFile(join(folder, 'old.js'), 'old');
    return { folder, aside: join(root, 'node_modules', '.vorige') };
  }
  const writeNew = (folder: string, file: string) => async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, file), file);
  };

  it('puts the previous build back when the work fails half-way (a build, or a check after it)', async () => {
    const { folder, aside } = await dist();
    const failing = async () => {
      await writeNew(folder, 'half.js')();
      throw new Error('typecontrole mislukt');
    };
    await expect(keepingPrevious(folder, aside, failing)).rejects.toThrow('typecontrole mislukt');
    expect(await readdir(folder)).toEqual(['old.js']);
    expect(existsSync(aside)).toBe(false);
  });

  it('replaces it when the work succeeds', async () => {
    const { folder, aside } = await dist();
    await keepingPrevious(folder, aside, writeNew(folder, 'new.js'));
    expect(await readdir(folder)).toEqual(['new.js']);
    expect(existsSync(aside)).toBe(false);
  });

  it('first puts back a build an interrupted run left aside', async () => {
    const { folder, aside } = await dist();
    await mkdir(dirname(aside), { recursive: true });
    await rename(folder, aside); // interrupted after moving it aside
    await expect(keepingPrevious(folder, aside, () => Promise.reject(new Error('weer mis')))).rejects.toThrow();
    expect(await readdir(folder)).toEqual(['old.js']);
  });
});
