import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { sharedCopyChunks, sharedCopyStyles } from './preload-shared-plugin.ts';

const chunk = (fileName: string, name: string, imports: string[] = [], dynamicImports: string[] = []) =>
  [fileName, { type: 'chunk', fileName, name, imports, dynamicImports }] as const;

describe('sharedCopyChunks', () => {
  it('names the copies the federation glue loads lazily, what they import, and the start-up chunk; nothing else', () => {
    const bundle = Object.fromEntries([
      chunk('assets/x__loadShare__shared-a.js', '_virtual_mf_x__loadShare__shared', ['assets/helper-h.js'], ['assets/router-b.js', 'assets/src-d.js']),
      chunk('assets/router-b.js', 'router', ['assets/react-c.js']),
      chunk('assets/react-c.js', 'react'),
      chunk('assets/src-d.js', 'src', ['assets/pocketbase-e.js']),
      chunk('assets/pocketbase-e.js', 'pocketbase'),
      chunk('assets/acties-page-f.js', 'acties-page', ['assets/src-d.js'], ['assets/inbox-i.js']),
      chunk('assets/inbox-i.js', 'inbox-page'),
      chunk('assets/x-localSharedImportMap-j.js', '_virtual_mf-localSharedImportMap_x', [], ['assets/x__prebuild__react-k.js']),
      chunk('assets/x__prebuild__react-k.js', '_virtual_mf_x__prebuild__react__prebuild__'),
      chunk('assets/pendingShares-g.js', 'pendingShares', ['assets/helper-h.js']),
      chunk('assets/helper-h.js', 'vite-preload-helper'),
      ['assets/index.css', { type: 'asset', fileName: 'assets/index.css' }],
    ]) as unknown as Rolldown.OutputBundle;
    expect(sharedCopyChunks(bundle)).toEqual([
      'assets/helper-h.js',
      'assets/pendingShares-g.js',
      'assets/pocketbase-e.js',
      'assets/react-c.js',
      'assets/router-b.js',
      'assets/src-d.js',
      'assets/x__prebuild__react-k.js',
    ]);
  });

  it('adds the style sheets those chunks import, once', () => {
    const bundle = Object.fromEntries([
      ['assets/src-d.js', { type: 'chunk', fileName: 'assets/src-d.js', viteMetadata: { importedCss: new Set(['assets/src-d.css']) } }],
      ['assets/ui-e.js', { type: 'chunk', fileName: 'assets/ui-e.js', viteMetadata: { importedCss: new Set(['assets/src-d.css', 'assets/ui-e.css']) } }],
      ['assets/page-f.js', { type: 'chunk', fileName: 'assets/page-f.js', viteMetadata: { importedCss: new Set(['assets/page-f.css']) } }],
    ]) as unknown as Rolldown.OutputBundle;
    expect(sharedCopyStyles(bundle, ['assets/src-d.js', 'assets/ui-e.js'])).toEqual(['assets/src-d.css', 'assets/ui-e.css']);
  });
});
