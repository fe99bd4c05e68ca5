import { describe, expect, it } from 'vitest';
import { sectionFiles, type SectionManifest } from './section-manifest.ts';

const manifest: SectionManifest = {
  shared: [],
  exposes: [
    { path: './other', assets: { js: { sync: ['other.js'] } } },
    {
      path: './section',
      assets: { js: { sync: ['section.js', 'assets/common-1.js'] }, css: { sync: ['assets/section-2.css'] } },
    },
  ],
};

describe('sectionFiles', () => {
  it('resolves the contract module and its styles against the manifest URL', () => {
    expect(sectionFiles(manifest, 'http://127.0.0.1:8090/sections/events/1.0.0-abc/mf-manifest.json')).toEqual({
      module: 'http://127.0.0.1:8090/sections/events/1.0.0-abc/section.js',
      styles: ['http://127.0.0.1:8090/sections/events/1.0.0-abc/assets/section-2.css'],
    });
  });

  it('keeps a section on another origin on that origin', () => {
    expect(sectionFiles(manifest, 'https://secties.example/sections/events/1/mf-manifest.json').module).toBe(
      'https://secties.example/sections/events/1/section.js',
    );
  });

  it('refuses a manifest that names no contract module', () => {
    expect(() => sectionFiles({ shared: [], exposes: [manifest.exposes[0]!] }, 'http://x/mf-manifest.json')).toThrow(
      /noemt geen \.\/section/,
    );
  });
});
