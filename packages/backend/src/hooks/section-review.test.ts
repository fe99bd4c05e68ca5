import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { sectionGlobals } from './section-stand-ins.ts';

// What a reviewer reads of a release (pb_hooks/lib/section-review.js), over folders given as
// plain text instead of the data folder: the built files with their status and text, the sources
// the source maps carry. The routes that store, show and approve a release are in
// tests/integration/section-review.test.ts; where a section is served, section-paths.js here too.

interface Change {
  path: string;
  status: string;
  before?: number | string | null;
  after?: number | string | null;
  text?: { before: string | null; after: string | null };
  unshown?: boolean;
}
interface Review {
  changes(root: string, liveRoot: string): { files: Change[]; sources: Change[] };
  reviewRequired(e: { hasSuperuserAuth(): boolean }): boolean;
}

/** A section-store over folders of text: `{ folder: { path: text } }`, each file's size its length. */
function review(folders: Record<string, Record<string, string>>, env: Record<string, string> = {}) {
  const store = {
    filesIn: (root: string) =>
      Object.entries(folders[root] ?? {}).map(([path, text]) => ({ path, size: Buffer.byteLength(text) })),
    readText: (root: string, path: string) => {
      const text = folders[root]?.[path];
      if (text === undefined) throw new Error(`open ${root}/${path}: no such file`);
      return text;
    },
  };
  return loadHook<Review>('lib/section-review.js', {
    globals: sectionGlobals({ env }).globals,
    modules: { 'lib/section-store.js': store },
  });
}
const map = (sources: string[], contents: (string | null)[]) =>
  JSON.stringify({ version: 3, sources, sourcesContent: contents, mappings: '' });

describe('reviewRequired', () => {
  const member = { hasSuperuserAuth: () => false };

  it('holds every member\u2019s release for review unless the site turned it off', () => {
    expect(review({}).reviewRequired(member)).toBe(true);
    expect(review({}, { TJAS_RELEASE_REVIEW: 'OFF' }).reviewRequired(member)).toBe(false);
    expect(review({}, { TJAS_RELEASE_REVIEW: 'nee' }).reviewRequired(member)).toBe(true);
  });

  it('lets the maintainer\u2019s own release go live at once', () => {
    expect(review({}).reviewRequired({ hasSuperuserAuth: () => true })).toBe(false);
  });
});

describe('changes', () => {
  it('lists every built file as new, gone, the same or changed, with the text of what changed', () => {
    const { files } = review({
      '/live': { 'a.js': 'een', 'b.css': 'p{}', 'same.js': 'x', 'gone.json': '{}', 'logo.png': 'png1' },
      '/new': { 'a.js': 'twee', 'b.css': 'p{}', 'same.js': 'x', 'new.mjs': 'nieuw', 'logo.png': 'png2' },
    }).changes('/new', '/live');
    expect(files).toEqual([
      { path: 'a.js', status: 'gewijzigd', before: 3, after: 4, text: { before: 'een', after: 'twee' } },
      { path: 'b.css', status: 'gelijk', before: 3, after: 3 },
      { path: 'gone.json', status: 'weg', before: 2, after: null, text: { before: '{}', after: null } },
      { path: 'logo.png', status: 'gewijzigd', before: 4, after: 4 },
      { path: 'new.mjs', status: 'nieuw', before: null, after: 5, text: { before: null, after: 'nieuw' } },
      { path: 'same.js', status: 'gelijk', before: 1, after: 1 },
    ]);
  });

  it('finds a change of the same size by the content, whatever its size', () => {
    const big = 'a'.repeat(600 * 1024);
    const { files } = review({ '/live': { 'big.js': big }, '/new': { 'big.js': `${big.slice(1)}b` } }).changes(
      '/new',
      '/live',
    );
    expect(files).toEqual([
      { path: 'big.js', status: 'gewijzigd', before: big.length, after: big.length, unshown: true },
    ]);
  });

  it('shows everything as new for a section without a live version', () => {
    const { files } = review({ '/new': { 'a.js': 'x' } }).changes('/new', '');
    expect(files).toEqual([
      { path: 'a.js', status: 'nieuw', before: null, after: 1, text: { before: null, after: 'x' } },
    ]);
  });

  it('compares the sources the source maps carry, by their own path', () => {
    const { sources } = review({
      '/live': {
        'a.js.map': map(['webpack:///../../src/page.tsx', './src/gone.ts', 'src/same.ts'], ['oud', 'weg', 'zelfde']),
      },
      '/new': {
        'a.js.map': map(
          ['webpack:///../../src/page.tsx', 'src/same.ts', '../../packages/ui/src/new.ts'],
          ['nieuw', 'zelfde', 'erbij'],
        ),
      },
    }).changes('/new', '/live');
    expect(sources).toEqual([
      { path: 'packages/ui/src/new.ts', status: 'nieuw', before: null, after: 'erbij' },
      { path: 'src/gone.ts', status: 'weg', before: 'weg', after: null },
      { path: 'src/page.tsx', status: 'gewijzigd', before: 'oud', after: 'nieuw' },
      { path: 'src/same.ts', status: 'gelijk' },
    ]);
  });

  it('skips maps it cannot read, sources without content, the standard remote\u2019s maps, and inherited names', () => {
    const { sources } = review({
      '/new': {
        'broken.js.map': '{',
        'empty.js.map': map(['src/a.ts'], [null]),
        'mf/remote.js.map': map(['src/remote.ts'], ['x']),
        'odd.js.map': map(['constructor', '__proto__'], ['c', 'p']),
      },
    }).changes('/new', '');
    expect(sources).toEqual([
      { path: '__proto__', status: 'nieuw', before: null, after: 'p' },
      { path: 'constructor', status: 'nieuw', before: null, after: 'c' },
    ]);
  });
});

describe('sectionFor', () => {
  const { sectionFor } = loadHook<{
    sectionFor(registry: { sections: { prefix: string }[] }, path: string): { prefix: string } | undefined;
  }>('lib/section-paths.js');
  const registry = { sections: [{ prefix: '/start' }, { prefix: '/sport' }, { prefix: '/sport-media' }] };

  it('gives an address to the section whose prefix owns it, and / to the first', () => {
    expect(sectionFor(registry, '/')).toBe(registry.sections[0]);
    expect(sectionFor(registry, '/sport')).toBe(registry.sections[1]);
    expect(sectionFor(registry, '/sport/uitslagen/3')).toBe(registry.sections[1]);
    expect(sectionFor(registry, '/sport-media/x')).toBe(registry.sections[2]);
  });

  it('does not give an address to a section whose prefix only starts it', () => {
    expect(sectionFor({ sections: [{ prefix: '/sport' }] }, '/sportief')).toBeUndefined();
    expect(sectionFor(registry, '/onbekend')).toBeUndefined();
    expect(sectionFor({ sections: [] }, '/')).toBeUndefined();
  });
});
