import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sectionDir } from './site-paths.ts';

/** No folder of the section was found; its message (Dutch) says where the command looked. */
export class SectionNotFound extends Error {}

function namesSection(dir: string, name: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { tjasSection?: { name?: unknown } };
    return pkg.tjasSection?.name === name;
  } catch {
    return false;
  }
}

/**
 * The folder of the section `name` (its package.json with `tjasSection`). A build given with
 * --dist may come from anywhere (a section kept outside this repository, with its own React):
 * then the folder the build lies in counts first, as `vite build` leaves it (`<section>/dist`),
 * when its package.json names the section. Otherwise, and as the fallback, `remotes/<name>`.
 */
export function findSectionDir(name: string, distDir?: string, remotesDir: string = sectionDir(name)): string {
  const beside = distDir === undefined ? undefined : dirname(resolve(distDir));
  if (beside !== undefined && namesSection(beside, name)) return beside;
  // remotes/<name> is the section's by its place; readSectionPackage checks what it holds.
  if (existsSync(join(remotesDir, 'package.json'))) return remotesDir;
  throw new SectionNotFound(
    beside === undefined
      ? `Sectie "${name}" staat niet in ${remotesDir} (geen package.json met "tjasSection": { "name": "${name}" }). Kijk de naam na, of maak haar met pnpm new:section.`
      : `Sectie "${name}" niet gevonden: naast de build (${join(beside, 'package.json')}) en in ${remotesDir} staat geen package.json met "tjasSection": { "name": "${name}" }. Geef met --dist de map dist/ in de map van de sectie.`,
  );
}
