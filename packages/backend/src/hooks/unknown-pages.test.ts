import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// The server's 404 under a section's prefix (pb_hooks/lib/unknown-pages.js) without a server: the
// live version's route patterns are checked with the release checks once per version, and a list
// they refuse leaves the whole prefix to the section. tests/integration/section-unknown-pages.test.ts
// asks a real PocketBase.

interface UnknownPages {
  answerUnknownPage(e: unknown, registry: unknown): boolean;
  liveRoutes(app: unknown, section: { name: string; version: string }): unknown;
}

const SITE = '/site';
const STORE = '/data/sections';

/** The hook over a site whose sport versions' manifests name `routes` by version; `reads` counts the manifest reads. */
function pages(routesByVersion: Record<string, unknown>) {
  const reads: string[] = [];
  const files: Record<string, string> = {
    [`${SITE}/shell-pages.json`]: JSON.stringify(['/', '/account', '/leden', '/leden/:id']),
    [`${SITE}/index.html`]: '<title>Tjas</title>',
  };
  for (const [version, routes] of Object.entries(routesByVersion))
    files[`${STORE}/sport/${version}/mf-manifest.json`] = JSON.stringify({ name: 'tjas_sport', tjas: { routes } });
  const hook = loadHook<UnknownPages>('lib/unknown-pages.js', {
    globals: {
      $os: {
        getenv: (name: string) => (name === 'TJAS_SITE_DIR' ? SITE : ''),
        readFile: (path: string) => {
          if (path.endsWith('mf-manifest.json')) reads.push(path);
          if (!(path in files)) throw new Error(`open ${path}: no such file or directory`);
          return Buffer.from(files[path]!);
        },
      },
      toString: (value: Buffer) => value.toString('utf8'),
    },
    modules: {
      'lib/section-store.js': {
        versionDir: (_app: unknown, name: string, version: string) => `${STORE}/${name}/${version}`,
      },
    },
  });
  return { hook, reads };
}

/** The status the hook gives `path` with sport `version` live at /sport: 404 when it answers, else 200 (the app's). */
function status(hook: UnknownPages, version: string, path: string): number {
  let answered = 0;
  const e = { request: { method: 'GET', url: { path } }, app: {}, html: (code: number) => (answered = code) };
  const registry = { sections: [{ name: 'sport', prefix: '/sport', version }] };
  return hook.answerUnknownPage(e, registry) ? answered : 200;
}

describe('the 404 under a section\u2019s prefix', () => {
  it('answers an address none of the live version\u2019s routes matches, in any case of the prefix and the rest', () => {
    const { hook } = pages({ '1.0.0': ['', 'uitslagen', 'uitslagen/:id'] });
    for (const path of ['/sport', '/Sport', '/sport/Uitslagen', '/Sport/uitslagen', '/SPORT/uitslagen/12'])
      expect(status(hook, '1.0.0', path), path).toBe(200);
    for (const path of ['/sport/foo', '/Sport/foo', '/sportx/uitslagen'])
      expect(status(hook, '1.0.0', path), path).toBe(404);
  });

  it('leaves the whole prefix to a version whose stored list the release checks refuse', () => {
    const tooMany = Array.from({ length: 201 }, (_, index) => `pagina-${index}`);
    const { hook } = pages({ leeg: [], fout: ['uitslagen', '*'], veel: tooMany, tekst: 'uitslagen' });
    for (const version of ['leeg', 'fout', 'veel', 'tekst']) {
      expect(hook.liveRoutes({}, { name: 'sport', version }), version).toBeNull();
      expect(status(hook, version, '/sport'), version).toBe(200);
      expect(status(hook, version, '/sport/iets'), version).toBe(200);
    }
  });

  it('reads and checks a version\u2019s routes once, not on every request', () => {
    const { hook, reads } = pages({ '1.0.0': ['uitslagen'] });
    for (let index = 0; index < 5; index++) status(hook, '1.0.0', `/sport/x${index}`);
    expect(reads).toEqual([`${STORE}/sport/1.0.0/mf-manifest.json`]);
    expect(hook.liveRoutes({}, { name: 'sport', version: '1.0.0' })).toEqual([['uitslagen']]);
  });
});

describe('the 404 of the shell\u2019s own pages', () => {
  it('answers only addresses the shell lists, as listed or through a pattern with a parameter', () => {
    const { hook } = pages({ '1.0.0': [''] });
    for (const path of ['/account', '/leden', '/leden/abc123', '/Leden/abc123'])
      expect(status(hook, '1.0.0', path), path).toBe(200);
    for (const path of ['/accountx', '/leden/abc123/meer', '/ledenx/abc123'])
      expect(status(hook, '1.0.0', path), path).toBe(404);
  });
});
