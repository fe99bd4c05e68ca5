import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { REPO_ROOT } from '@tjas/backend/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentOutsideVitest } from './support/outside-env.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A volunteer whose section does not build or type-check reads the tool's own error and one Dutch
// line that says what to do: no pnpm wrapper lines, no stack trace, exit 1, nothing uploaded, and
// the previous build kept. The section is a copy of sport under remotes/ (the command builds
// remotes/<name>), removed afterwards.

const NAME = `zz-kapot-${process.pid}`;
const SECTION = join(REPO_ROOT, 'remotes', NAME);
let pb: TestPocketBase;

function releaseCommand(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // As `pnpm release:section` runs it: the compiled command with plain node.
    const child = spawn(process.execPath, ['packages/deploy/bin/release-section.js', NAME, '--site', pb.url], {
      cwd: REPO_ROOT,
      env: { ...environmentOutsideVitest(), TJAS_EMAIL: 'bestuur@tjas.example', TJAS_PASSWORD: DEMO_PASSWORD },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** Copies an interrupted run left behind (its process is gone): they would break `pnpm build`. */
async function removeStaleCopies(): Promise<void> {
  for (const entry of await readdir(join(REPO_ROOT, 'remotes'))) {
    const pid = Number(/^zz-kapot-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      await rm(join(REPO_ROOT, 'remotes', entry), { recursive: true, force: true });
    }
  }
}

beforeAll(async () => {
  await removeStaleCopies();
  pb = await startTestPocketBase({ seeded: true });
  const sport = join(REPO_ROOT, 'remotes', 'sport');
  await cp(sport, SECTION, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source) && !/\.test\.tsx?$/.test(source),
  });
  await symlink(join(sport, 'node_modules'), join(SECTION, 'node_modules'), 'dir');
  await mkdir(join(SECTION, 'dist'));
  await writeFile(join(SECTION, 'dist', 'vorige-build.txt'), 'de build van gisteren');
}, 60_000);

afterAll(async () => {
  await rm(SECTION, { recursive: true, force: true });
  await pb?.stop();
});

const noNoise = /ERR_PNPM|ELIFECYCLE|Command failed|\n\s+at |Node\.js v\d/;
/** vite's progress and summary lines around a failed build: no news beside the error. */
const viteProgress = /vite v\d|transforming\.\.\.|modules transformed|Build failed|error during build/;
const CLOSING = 'Los dat op en probeer het opnieuw; de vorige build in dist/ is bewaard en er is niets uitgebracht.';
/** The closing line comes once, whichever tools failed. */
const times = (output: string, text: string) => output.split(text).length - 1;

/** Runs `work` with `file` of the copy changed by `change`, and puts it back afterwards. */
async function withChanged<T>(file: string, change: (text: string) => string, work: () => Promise<T>): Promise<T> {
  const before = await readFile(file, 'utf8');
  await writeFile(file, change(before));
  try {
    return await work();
  } finally {
    await writeFile(file, before);
  }
}

describe('a release that does not build or type-check', () => {
  it('shows the type checker\u2019s error with file and line, and what to do', async () => {
    await writeFile(join(SECTION, 'src', 'zz-type-error.ts'), "export const distances: number = 'twee';\n");
    try {
      const { code, output } = await releaseCommand();
      expect(code).toBe(1);
      // TypeScript 7's report: file, line and column, then the line itself with the place marked.
      expect(output).toMatch(
        /src\/zz-type-error\.ts:1:14 - error TS2322: Type 'string' is not assignable to type 'number'\.\n1 export const distances: number = 'twee';\n +~+\n/,
      );
      expect(output).not.toMatch(/Found \d+ error/);
      expect(output).toContain(`De typecontrole van ${NAME} vond fouten (hierboven, met bestand en regel). ${CLOSING}`);
      expect(times(output, 'bewaard')).toBe(1);
      expect(output).not.toMatch(noNoise);
      expect(output).not.toMatch(/uploaden/);
      // The build passed, but the release did not: the previous build stays for --skip-build.
      expect(await readdir(join(SECTION, 'dist'))).toEqual(['vorige-build.txt']);
    } finally {
      await rm(join(SECTION, 'src', 'zz-type-error.ts'));
    }
  }, 120_000);

  it('shows the bundler\u2019s message, keeps the previous build, and says what to do', async () => {
    const previous = (await readdir(join(SECTION, 'dist'))).sort();
    const section = join(SECTION, 'src', 'section.tsx');
    const { code, output } = await withChanged(
      section,
      (text) => `import './bestaat-niet.ts';\n${text}`,
      releaseCommand,
    );
    expect(code).toBe(1);
    expect(output).toMatch(/bestaat-niet\.ts/);
    expect(output).toContain(`De build van ${NAME} is mislukt (de fout staat hierboven)`);
    expect(output).toContain(CLOSING);
    expect(times(output, 'bewaard')).toBe(1);
    expect(output).not.toMatch(noNoise);
    expect(output).not.toMatch(viteProgress);
    expect((await readdir(join(SECTION, 'dist'))).sort()).toEqual(previous);
    expect(previous).toContain('vorige-build.txt');
  }, 120_000);

  it('places the bundler\u2019s error at the line of the source, not of the transformed code', async () => {
    // As a volunteer wrote it: an import on line 22, which the bundler meets on line 8 of the
    // transformed code (types gone) and shows with double quotes.
    const page = join(SECTION, 'src', 'features', 'sport', 'components', 'results-page.tsx');
    const { code, output } = await withChanged(
      page,
      (text) => {
        const lines = text.split('\n');
        lines.splice(21, 0, "import { bestaatNiet } from './bestaat-niet.ts';");
        return lines.join('\n');
      },
      releaseCommand,
    );
    expect(code).toBe(1);
    expect(output).toContain("Could not resolve './bestaat-niet.ts' in src/features/sport/components/results-page.tsx");
    expect(output).toContain('src/features/sport/components/results-page.tsx:22:29');
    expect(output).toContain("22 │ import { bestaatNiet } from './bestaat-niet.ts';");
    expect(output).not.toMatch(/results-page\.tsx:8:|"\.\/bestaat-niet\.ts"/);
    expect(output).not.toMatch(viteProgress);
    expect(output).not.toMatch(noNoise);
    expect(output).toContain(CLOSING);
    expect(times(output, 'bewaard')).toBe(1);
  }, 120_000);
});
