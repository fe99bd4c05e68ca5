import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSectionPackage, sectionPrefix } from './section-package.ts';

function packageDir(content: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'tjas-section-package-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify(content));
  return dir;
}

describe('readSectionPackage', () => {
  it('reads the version and the tjasSection entry', () => {
    const dir = packageDir({
      version: '1.2.0',
      tjasSection: { name: 'sport', label: 'Sport', prefix: '/sport', order: 2 },
    });
    expect(readSectionPackage(dir)).toEqual({
      dir,
      version: '1.2.0',
      meta: { name: 'sport', label: 'Sport', prefix: '/sport', order: 2 },
    });
  });

  it('names the file and what is missing', () => {
    const dir = packageDir({ version: '1.0.0', tjasSection: { name: 'sport', prefix: '/sport' } });
    expect(() => readSectionPackage(dir)).toThrow(
      `${join(dir, 'package.json')} mist "tjasSection" met name, label en prefix.`,
    );
    expect(() => readSectionPackage(packageDir({ tjasSection: { name: 'a', label: 'A', prefix: '/a' } }))).toThrow(
      'mist "version"',
    );
  });

  it('accepts the two frameworks and refuses any other', () => {
    const meta = { name: 'proef', label: 'Proef', prefix: '/proef' };
    expect(
      readSectionPackage(packageDir({ version: '1.0.0', tjasSection: { ...meta, framework: 'own' } })).meta.framework,
    ).toBe('own');
    expect(() =>
      readSectionPackage(packageDir({ version: '1.0.0', tjasSection: { ...meta, framework: 'vue' } })),
    ).toThrow('"tjasSection.framework" is "shared" of "own", niet "vue".');
  });

  it('puts the site\u2019s product slug into a prefix that asks for it', () => {
    expect(sectionPrefix({ name: 'actief', label: 'Actief', prefix: '/{slug}-actief' }, 'tjas')).toBe('/tjas-actief');
    expect(sectionPrefix({ name: 'sport', label: 'Sport', prefix: '/sport' }, 'tjas')).toBe('/sport');
  });
});
