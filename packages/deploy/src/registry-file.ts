import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSectionRegistry, type SectionRegistry } from '@tjas/federation/section-registry';

export const REGISTRY_FILE = 'remotes.json';

export async function readRegistry(siteDir: string): Promise<SectionRegistry> {
  try {
    return parseSectionRegistry(JSON.parse(await readFile(join(siteDir, REGISTRY_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { sections: [] };
    throw error;
  }
}

/**
 * Replaces a file in one step: the new content is written beside it and renamed over it, so a
 * member loading the site mid-deploy reads either the old or the new file, never half of one.
 */
export async function writeFileAtomically(path: string, content: string): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

export async function writeRegistry(siteDir: string, registry: SectionRegistry): Promise<void> {
  parseSectionRegistry(registry); // never publish a registry the shell would refuse
  await writeFileAtomically(join(siteDir, REGISTRY_FILE), `${JSON.stringify(registry, null, 2)}\n`);
}
