import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './site-paths.ts';
import { readScripts, sectionSteps, STANDARD_SCRIPTS, TYPECHECK_CACHE } from './section-tools.ts';

// A release builds and type-checks a section with vite's and tsc's own files (no pnpm start per
// tool), the type check incremental; a section with scripts of its own keeps them.

const sport = join(REPO_ROOT, 'remotes', 'sport');

describe('sectionSteps', () => {
  it('runs vite twice and tsc incrementally with this node, in the section', () => {
    expect(readScripts(sport)).toMatchObject(STANDARD_SCRIPTS);
    const { build, typecheck } = sectionSteps(sport, readScripts(sport), REPO_ROOT);
    expect(build.map((call) => [call.command, call.cwd])).toEqual([
      [process.execPath, sport],
      [process.execPath, sport],
    ]);
    expect(build[0]!.args[0]).toMatch(/[/\\]vite[/\\]bin[/\\]vite\.js$/);
    expect(build.map((call) => call.args.slice(1))).toEqual([
      ['build', '--configLoader', 'runner'],
      ['build', '--configLoader', 'runner', '--mode', 'mf'],
    ]);
    expect(typecheck).toHaveLength(1);
    expect(typecheck[0]!.args[0]).toMatch(/[/\\]typescript[/\\]bin[/\\]tsc$/);
    // TypeScript 7's native compiler, not the TypeScript 6 package that the tools' API comes from.
    const manifest = join(dirname(dirname(typecheck[0]!.args[0]!)), 'package.json');
    expect((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version).toMatch(/^7\./);
    expect(typecheck[0]!.args.slice(1)).toEqual([
      '--noEmit',
      '-p',
      '.',
      '--incremental',
      '--tsBuildInfoFile',
      TYPECHECK_CACHE,
      '--pretty',
    ]);
    // Under node_modules, which git ignores.
    expect(TYPECHECK_CACHE.split(/[/\\]/)[0]).toBe('node_modules');
  });

  it('keeps the scripts of a section that has its own, through pnpm', () => {
    const { build, typecheck } = sectionSteps(
      sport,
      { build: 'vite build', typecheck: 'tsc -p tsconfig.strict.json' },
      REPO_ROOT,
    );
    expect(build).toHaveLength(1);
    expect(build[0]!.cwd).toBe(REPO_ROOT);
    expect(build[0]!.args.slice(-4)).toEqual(['--reporter=silent', '--filter', './remotes/sport', 'build']);
    expect(typecheck[0]!.args.slice(-3)).toEqual(['--filter', './remotes/sport', 'typecheck']);
  });
});
