import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { sharedCopyChunks } from './preload-shared-plugin.ts';

const chunk = (fileName: string, name: string, imports: string[] = []) =>
  [fileName, { type: 'chunk', fileName, name, imports }] as const;

describe('sharedCopyChunks', () => {
  it('names what the shared copies import, transitively, and nothing else', () => {
    const bundle = Object.fromEntries([
      chunk('assets/x__prebuild__react__prebuild__-a.js', '_virtual_mf_x__prebuild__react__prebuild__', ['assets/react-b.js']),
      chunk('assets/x__prebuild__tjas_auth__prebuild__-c.js', '_virtual_mf_x__prebuild__tjas_auth__prebuild__', ['assets/src-d.js']),
      chunk('assets/src-d.js', 'src', ['assets/pocketbase-e.js', 'assets/react-b.js']),
      chunk('assets/pocketbase-e.js', 'pocketbase'),
      chunk('assets/react-b.js', 'react'),
      chunk('assets/acties-page-f.js', 'acties-page', ['assets/src-d.js']),
      ['assets/index.css', { type: 'asset', fileName: 'assets/index.css' }],
    ]) as unknown as Rolldown.OutputBundle;
    expect(sharedCopyChunks(bundle)).toEqual(['assets/pocketbase-e.js', 'assets/react-b.js', 'assets/src-d.js']);
  });
});
