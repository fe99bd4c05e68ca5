// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile, mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRegistry } from './registry-file.ts';
import { deploySection, pruneSection, rollbackSection } from './section-deployer.ts';

let root: string;
let siteDir: string;
let sectionDir: string;

async function build(content: string): Promise<void> {
  await mkdir(join(sectionDir, 'dist/assets'), { recursive: true });
  await writeFile(join(sectionDir, 'dist/mf-manifest.json'), JSON.stringify({ build: content }));
  await writeFile(join(sectionDir, 'dist/section.js'), content);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'tjas-deploy-'));
  siteDir = join(root, 'site');
  sectionDir = join(root, 'remotes/sport');
  await mkdir(sectionDir, { recursive: true });
  await writeFile(
    join(sectionDir, 'package.json'),
    JSON.stringify({ version: '1.2.0', tjasSection: { name: 'sport', label: 'Sport', prefix: '/sport' } }),
  );
  await mkdir(siteDir, { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('deploySection', () => {
  it('keeps the registry in the sections\u2019 navigation order, sections without one last', async () => {
    await writeFile(
      join(siteDir, 'remotes.json'),
      JSON.stringify({
        sections: [
          { name: 'actief', label: 'Actief', prefix: '/tjas-actief', entry: '/a.js', version: '1' },
          { name: 'events', label: 'Evenementen', prefix: '/evenementen', entry: '/e.js', version: '1', order: 1 },
        ],
      }),
    );
    await writeFile(
      join(sectionDir, 'package.json'),
      JSON.stringify({ version: '1.2.0', tjasSection: { name: 'sport', label: 'Sport', prefix: '/sport', order: 2 } }),
    );
    await build('eerste');
    const entry = await deploySection({ siteDir, sectionDir });
    expect(entry.order).toBe(2);
    expect((await readRegistry(siteDir)).sections.map((section) => section.name)).toEqual(['events', 'sport', 'actief']);
  });

  it('copies the build to an immutable versioned folder and points the registry at it', async () => {
    await build('eerste');
    const entry = await deploySection({ siteDir, sectionDir });
    expect(entry.version).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    expect(entry.entry).toBe(`/sections/sport/${entry.version}/mf-manifest.json`);
    expect(await readFile(join(siteDir, 'sections/sport', entry.version, 'section.js'), 'utf8')).toBe('eerste');
    expect((await readRegistry(siteDir)).sections).toEqual([entry]);
  });

  it('gives a changed build a new version and keeps the old one available', async () => {
    await build('eerste');
    const first = await deploySection({ siteDir, sectionDir });
    await build('tweede');
    const second = await deploySection({ siteDir, sectionDir });
    expect(second.version).not.toBe(first.version);
    expect((await readRegistry(siteDir)).sections[0]?.version).toBe(second.version);
    expect(await readFile(join(siteDir, 'sections/sport', first.version, 'section.js'), 'utf8')).toBe('eerste');
  });

  it('leaves other sections in the registry untouched', async () => {
    await writeFile(
      join(siteDir, 'remotes.json'),
      JSON.stringify({ sections: [{ name: 'events', label: 'Evenementen', prefix: '/evenementen', entry: '/x.js', version: '9' }] }),
    );
    await build('eerste');
    await deploySection({ siteDir, sectionDir });
    expect((await readRegistry(siteDir)).sections.map((section) => `${section.name}@${section.version}`)).toContain('events@9');
  });

  it('can point a section at another origin', async () => {
    await build('eerste');
    const entry = await deploySection({ siteDir, sectionDir, origin: 'https://secties.example/' });
    expect(entry.entry).toBe(`https://secties.example/sections/sport/${entry.version}/mf-manifest.json`);
  });

  it('refuses to deploy without a build', async () => {
    await expect(deploySection({ siteDir, sectionDir })).rejects.toThrow(/Geen build/);
  });

  it('never lets a reader see a half-written registry', async () => {
    await build('eerste');
    await deploySection({ siteDir, sectionDir });
    let reads = 0;
    let deploying = true;
    const reader = (async () => {
      while (deploying) {
        const text = await readFile(join(siteDir, 'remotes.json'), 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
        reads++;
      }
    })();
    for (let round = 0; round < 30; round++) {
      await build(`versie ${round}`);
      await deploySection({ siteDir, sectionDir });
    }
    deploying = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
  });
});

describe('rollback and prune', () => {
  it('switches back to the previous version, and refuses when there is none', async () => {
    await build('eerste');
    const first = await deploySection({ siteDir, sectionDir });
    await build('tweede');
    await deploySection({ siteDir, sectionDir });
    expect((await rollbackSection(siteDir, 'sport')).version).toBe(first.version);
    expect((await readRegistry(siteDir)).sections[0]?.entry).toBe(`/sections/sport/${first.version}/mf-manifest.json`);
    await expect(rollbackSection(siteDir, 'sport')).rejects.toThrow(/geen eerdere versie/);
  });

  it('removes old versions only when asked, never the current one', async () => {
    const versions = [];
    for (const content of ['a', 'b', 'c', 'd']) {
      await build(content);
      versions.push((await deploySection({ siteDir, sectionDir })).version);
    }
    const removed = await pruneSection(siteDir, 'sport', 1);
    expect(removed.sort()).toEqual([versions[0], versions[1]].sort());
    await expect(stat(join(siteDir, 'sections/sport', versions[3]!))).resolves.toBeTruthy();
    await expect(stat(join(siteDir, 'sections/sport', versions[2]!))).resolves.toBeTruthy();
    expect((await rollbackSection(siteDir, 'sport')).version).toBe(versions[2]);
  });
});
