import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findSectionDir, SectionNotFound } from './section-location.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function folderWith(pkg: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tjas-section-location-'));
  folders.push(dir);
  await writeFile(join(dir, 'package.json'), typeof pkg === 'string' ? pkg : JSON.stringify(pkg));
  await mkdir(join(dir, 'dist'));
  return dir;
}

describe('findSectionDir', () => {
  it('takes the folder a --dist build lies in when its package.json names the section (a section outside remotes/)', async () => {
    const outside = await folderWith({ version: '1.0.0', tjasSection: { name: 'proef' } });
    const remotes = await folderWith({ version: '1.0.0', tjasSection: { name: 'proef' } });
    expect(findSectionDir('proef', join(outside, 'dist'), remotes)).toBe(outside);
  });

  it('falls back to remotes/<name> for a build elsewhere (a CI artifact) or without --dist', async () => {
    const artifact = await folderWith('{}');
    const remotes = await folderWith({ version: '1.0.0', tjasSection: { name: 'sport' } });
    expect(findSectionDir('sport', join(artifact, 'dist'), remotes)).toBe(remotes);
    expect(findSectionDir('sport', undefined, remotes)).toBe(remotes);
  });

  it('says in Dutch where it looked, instead of crashing on a missing or unreadable package.json', async () => {
    const other = await folderWith({ version: '1.0.0', tjasSection: { name: 'sport' } });
    const broken = await folderWith('{ niet json');
    expect(() => findSectionDir('proef', join(broken, 'dist'), join(other, 'bestaat-niet'))).toThrow(SectionNotFound);
    expect(() => findSectionDir('proef', join(broken, 'dist'), join(other, 'bestaat-niet'))).toThrow(
      /naast de build \(.*package\.json\) en in .* staat geen package\.json met "tjasSection": \{ "name": "proef" \}/,
    );
    expect(() => findSectionDir('proef', undefined, join(other, 'bestaat-niet'))).toThrow(
      /Sectie "proef" staat niet in/,
    );
    // remotes/<name> is the section's by its place (a copy under another name keeps its package.json).
    expect(findSectionDir('proef', undefined, other)).toBe(other);
  });
});
