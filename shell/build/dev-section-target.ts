import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { readSectionPackage } from '@tjas/federation/section-package';

/** What `pnpm dev:section <arg>` does: serve the section `name` from remotes/, or refuse and exit. */
export type DevSectionTarget = { serve: string } | { refuse: string; exitCode: 1 | 2 };

// npm's form: pnpm adds an English ELIFECYCLE line after every refusal, `npm run -s` nothing.
export const DEV_SECTION_USAGE =
  'Gebruik: npm run -s dev:section -- <sectie> [--port 5173]   (de naam van een map onder remotes/ met src/section.tsx; een sectie op een andere plek noem je met haar map, zoals ../proef)';

/** A name that is no folder under remotes/: perhaps a section kept elsewhere, named by its folder. */
export function notInRemotes(name: string): string {
  return `Er is geen sectie "${name}" onder remotes/. Staat ze ergens anders, noem dan haar map: npm run -s dev:section -- <map van ${name}>, zoals ../${name}.\n${DEV_SECTION_USAGE}`;
}

/**
 * Why a section with its own React (`"framework": "own"`) is not served live. The dev server is
 * the shell's vite: it serves the section's source as the shell's own code, so its `react` and
 * `react-dom` become the shell's one copy (the page's import map and vite's one optimiser), and
 * plugin-react's hot updates are bound to that one React per page. The section would run on
 * React 19 while members get it on its own React: a test of something nobody runs. Its own React
 * live would take a second dev server beside the shell's, with its own optimiser and hot updates
 * on the same page, for the weeks such a section exists; so the command refuses and names what
 * does work: its build on a test site (the build is what members get).
 */
export function ownReactRefusal(name: string): string {
  return [
    `Sectie "${name}" heeft een eigen React ("framework": "own" in haar package.json). dev:section draait een sectie op de React van de site, dus je zou haar hier niet zien zoals leden haar zien.`,
    `Bouw haar met npx -y pnpm@10.34.9 build in haar map en probeer haar op een testsite: npm run -s release:section -- ${name} --site <testsite> --dist <map van de sectie>/dist (docs/sections.md, "a section with its own React").`,
  ].join('\n');
}

/**
 * The section `arg` names: a name under remotes/ (`sport`), or a folder (`./remotes/sport`, a
 * path with a slash, e.g. a section kept outside this repository). Only sections on the site's
 * React under remotes/ are served; one with its own React is refused with the reason (exit 1).
 */
export function devSectionTarget(arg: string | undefined, repoRoot: string, cwd = process.cwd()): DevSectionTarget {
  if (!arg) return { refuse: DEV_SECTION_USAGE, exitCode: 2 };
  const isPath = /[/\\]/.test(arg) || arg.startsWith('.');
  const dir = isPath ? resolve(cwd, arg) : resolve(repoRoot, 'remotes', arg);
  if (existsSync(resolve(dir, 'package.json'))) {
    try {
      const { meta } = readSectionPackage(dir);
      if (meta.framework === 'own') return { refuse: ownReactRefusal(meta.name), exitCode: 1 };
    } catch (error) {
      return { refuse: (error as Error).message, exitCode: 2 };
    }
  }
  if (!isPath && !existsSync(dir)) return { refuse: notInRemotes(arg), exitCode: 2 };
  const inRemotes = dirname(dir) === resolve(repoRoot, 'remotes');
  if (!inRemotes || !existsSync(resolve(dir, 'src/section.tsx'))) return { refuse: DEV_SECTION_USAGE, exitCode: 2 };
  return { serve: basename(dir) };
}
