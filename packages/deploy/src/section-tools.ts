import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pnpmCommand, type ToolCall } from './section-scripts.ts';

/** A section's build and its type check, each one or more programs run one after the other. */
export interface SectionSteps {
  build: ToolCall[];
  typecheck: ToolCall[];
}

/** The scripts every section gets from `pnpm new:section` (packages/deploy/src/scaffold). */
export const STANDARD_SCRIPTS = {
  build: 'vite build --configLoader runner && vite build --configLoader runner --mode mf',
  typecheck: 'tsc --noEmit -p .',
} as const;

/**
 * Where the type checker keeps what it learnt from the last check (inside the section's
 * node_modules, which git ignores): the next check reads only the files that changed and what
 * depends on them.
 */
export const TYPECHECK_CACHE = join('node_modules', '.cache', 'tjas', 'typecheck.tsbuildinfo');

/** The `scripts` of a section's package.json. */
export function readScripts(sectionRoot: string): Record<string, string | undefined> {
  const pkg = JSON.parse(readFileSync(join(sectionRoot, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return pkg.scripts ?? {};
}

/** The file a package's command runs (its package.json `bin`), as installed for `from`. */
export function binOf(packageName: string, command: string, from: string): string {
  const manifest = createRequire(join(from, 'package.json')).resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: string | Record<string, string> };
  const file = typeof bin === 'string' ? bin : bin?.[command];
  if (!file) throw new Error(`${packageName} heeft geen opdracht ${command}`);
  return join(dirname(manifest), file);
}

/**
 * How to build and type-check a section. With the standard scripts: vite's and tsc's own files
 * with this node, without a pnpm start for each (a second or more apiece), and the type check
 * incremental. A section with scripts of its own gets them, through pnpm, as written.
 */
export function sectionSteps(
  sectionRoot: string,
  scripts: Record<string, string | undefined>,
  repoRoot: string,
): SectionSteps {
  const node = process.execPath;
  const viaPnpm = (script: string): ToolCall[] => {
    const [command, prefix] = pnpmCommand();
    return [
      {
        command,
        args: [...prefix, '--reporter=silent', '--filter', `./${relative(repoRoot, sectionRoot)}`, script],
        cwd: repoRoot,
      },
    ];
  };
  const vite = () => binOf('vite', 'vite', sectionRoot);
  const build: ToolCall[] =
    scripts['build'] === STANDARD_SCRIPTS.build
      ? [
          { command: node, args: [vite(), 'build', '--configLoader', 'runner'], cwd: sectionRoot },
          { command: node, args: [vite(), 'build', '--configLoader', 'runner', '--mode', 'mf'], cwd: sectionRoot },
        ]
      : viaPnpm('build');
  const typecheck: ToolCall[] =
    scripts['typecheck'] === STANDARD_SCRIPTS.typecheck
      ? [
          {
            command: node,
            args: [
              binOf('@typescript/native', 'tsc', sectionRoot),
              '--noEmit',
              '-p',
              '.',
              '--incremental',
              '--tsBuildInfoFile',
              TYPECHECK_CACHE,
              // Each error with its line of code and the place marked (colours are taken out).
              '--pretty',
            ],
            cwd: sectionRoot,
          },
        ]
      : viaPnpm('typecheck');
  return { build, typecheck };
}
