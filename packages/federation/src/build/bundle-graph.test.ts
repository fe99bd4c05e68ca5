import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { dynamicClosure, importedStyles, staticClosure } from './bundle-graph.ts';

function chunk(fileName: string, imports: string[], dynamicImports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-2.js'], ['assets/lazy-page-7.js']),
    chunk('assets/shared/react-3.js', ['assets/react-2.js']),
    chunk('assets/shared/tjas-ui-4.js', ['react', 'assets/zustand-5.js'], [], ['assets/tjas-ui-6.css']),
    chunk('assets/react-2.js', []),
    chunk('assets/zustand-5.js', [], [], ['assets/tjas-ui-6.css']),
    chunk('assets/lazy-page-7.js', ['assets/zustand-5.js'], [], ['assets/lazy-page-8.css']),
    { type: 'asset', fileName: 'assets/tjas-ui-6.css' },
  ].map((item) => [item.fileName, item]),
) as unknown as Rolldown.OutputBundle;

describe('bundle graph', () => {
  it('follows static imports once each, skipping bare names and unrelated chunks', () => {
    expect(staticClosure(bundle, ['assets/shared/react-3.js', 'assets/shared/tjas-ui-4.js'])).toEqual([
      'assets/shared/react-3.js',
      'assets/react-2.js',
      'assets/shared/tjas-ui-4.js',
      'assets/zustand-5.js',
    ]);
  });

  it('finds what is imported later, with its static imports', () => {
    expect(dynamicClosure(bundle, ['assets/index-1.js', 'assets/react-2.js'])).toEqual([
      'assets/lazy-page-7.js',
      'assets/zustand-5.js',
    ]);
  });

  it('lists the style sheets of chunks once each', () => {
    expect(
      importedStyles(bundle, ['assets/shared/tjas-ui-4.js', 'assets/zustand-5.js', 'assets/lazy-page-7.js']),
    ).toEqual(['assets/tjas-ui-6.css', 'assets/lazy-page-8.css']);
  });
});
