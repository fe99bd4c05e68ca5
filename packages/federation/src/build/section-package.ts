import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How a section renders: on the shell's one React (`shared`, the default), or with its own copy
 * of React behind the framework-neutral mount contract (`own`), e.g. while it moves to a new
 * React major ahead of the shell.
 */
export type SectionFramework = 'shared' | 'own';

/** What a section's package.json says about it under "tjasSection": the one place its name is written. */
export interface SectionMeta {
  name: string;
  label: string;
  /** Route prefix; `{slug}` is replaced by the product slug (e.g. /{slug}-actief). */
  prefix: string;
  /** Place in the main navigation (lower first); sections without one come last. */
  order?: number;
  framework?: SectionFramework;
}

export interface SectionPackage {
  dir: string;
  version: string;
  meta: SectionMeta;
}

/** The section's route prefix on a site whose product slug is `slug` (`/{slug}-actief` -> `/tjas-actief`). */
export function sectionPrefix(meta: SectionMeta, slug: string): string {
  return meta.prefix.replace('{slug}', slug);
}

/** Reads `<dir>/package.json`; throws with the file and the missing key when it is not a section's. */
export function readSectionPackage(dir: string): SectionPackage {
  const file = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; tjasSection?: Partial<SectionMeta> };
  const meta = pkg.tjasSection;
  if (!pkg.version) throw new Error(`${file} mist "version".`);
  if (!meta || typeof meta.name !== 'string' || typeof meta.label !== 'string' || typeof meta.prefix !== 'string') {
    throw new Error(`${file} mist "tjasSection" met name, label en prefix.`);
  }
  if (meta.framework !== undefined && meta.framework !== 'shared' && meta.framework !== 'own') {
    throw new Error(`${file}: "tjasSection.framework" is "shared" of "own", niet "${String(meta.framework)}".`);
  }
  return { dir, version: pkg.version, meta: meta as SectionMeta };
}
