import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildFiles } from './build-file-list.ts';

const chunk = (fileName: string, map: boolean) =>
  ({ type: 'chunk', fileName, map: map ? {} : null, sourcemapFileName: map ? `${fileName}.map` : null }) as const;
const asset = (fileName: string) => ({ type: 'asset', fileName, source: '' }) as const;

describe('buildFiles', () => {
  it('names every file of the bundle and its source maps, not the manifest that lists them', () => {
    const bundle = {
      'section.js': chunk('section.js', true),
      'assets/page-abc.js': chunk('assets/page-abc.js', false),
      'assets/section-abc.css': asset('assets/section-abc.css'),
      'mf-manifest.json': asset('mf-manifest.json'),
    } as unknown as Rolldown.OutputBundle;
    expect(buildFiles(bundle)).toEqual([
      'assets/page-abc.js',
      'assets/section-abc.css',
      'section.js',
      'section.js.map',
    ]);
  });
});
