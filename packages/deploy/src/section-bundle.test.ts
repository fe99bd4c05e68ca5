import { createRequire } from 'node:module';
import { satisfies } from 'compare-versions';
import { describe, expect, it } from 'vitest';

// The checks every section release passes (section-bundle.cjs): the release command runs them
// before it uploads (release-checks.ts) and the server on every upload
// (pb_hooks/lib/section-releases.js), here without either. tests/integration/section-releases.test.ts
// uploads releases to a real PocketBase.

interface Release {
  name: unknown;
  version: unknown;
  files: { path: unknown; size: number }[];
  manifest: string;
  standardManifest?: string;
}
interface Host {
  contractVersions: number[];
  shared: Record<string, string>;
}
const bundle = createRequire(import.meta.url)('./section-bundle.cjs') as {
  bundleProblems(
    release: Release,
    host: Host,
    limits: { maxBytes: number; requireFileList?: boolean },
    satisfies: (version: string, range: string) => boolean,
  ): string[];
  safePath(path: unknown): boolean;
  allowedType(path: string): boolean;
  asText(value: unknown): string;
};

const HOST: Host = { contractVersions: [1, 2], shared: { react: '18.3.1', 'react-dom': '18.3.1' } };
const ENTRY = 'static/js/section.js';
const STYLE = 'static/css/section.css';

/** A build's manifest as the section build writes it, with `changes` over it. */
function manifest(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'tjas_club_news',
    tjas: { contractVersion: 2, files: [ENTRY, STYLE, `${ENTRY}.map`] },
    exposes: [{ path: './section', assets: { js: { sync: [ENTRY], async: [] }, css: { sync: [], async: [STYLE] } } }],
    shared: [
      { name: 'react', requiredVersion: '^18.2.0' },
      { name: 'react-dom', requiredVersion: '*' },
    ],
    ...changes,
  };
}
function release(changes: Partial<Release> = {}, manifestChanges: Record<string, unknown> = {}): Release {
  return {
    name: 'club-news',
    version: '1.2.0',
    files: [
      { path: 'mf-manifest.json', size: 500 },
      { path: ENTRY, size: 1000 },
      { path: `${ENTRY}.map`, size: 2000 },
      { path: STYLE, size: 100 },
    ],
    manifest: JSON.stringify(manifest(manifestChanges)),
    ...changes,
  };
}
const LIMITS = { maxBytes: 5 * 1024 * 1024, requireFileList: true };
const problems = (candidate: Release, limits: { maxBytes: number; requireFileList?: boolean } = LIMITS, host = HOST) =>
  bundle.bundleProblems(candidate, host, limits, satisfies);

describe('bundleProblems', () => {
  it('accepts a build the section build made', () => {
    expect(problems(release())).toEqual([]);
  });

  it('accepts the route patterns a build names, and refuses malformed ones or a * that claims every address', () => {
    const files = [ENTRY, STYLE, `${ENTRY}.map`];
    const withRoutes = (routes: unknown) => release({}, { tjas: { contractVersion: 2, files, routes } });
    expect(problems(withRoutes(['', 'uitslagen', 'uitslagen/:id', 'documenten/*']))).toEqual([]);
    expect(problems(withRoutes(['uitslagen', '*']))).toEqual([
      'Route "*" zou elk adres van de sectie opvangen: zet een * alleen achter een vast deel, zoals "documenten/*".',
    ]);
    expect(problems(withRoutes(['/uitslagen']))[0]).toMatch(/^Route "\/uitslagen" begint met een \//);
    expect(problems(withRoutes('uitslagen'))[0]).toMatch(/niet als lijst \(tjas.routes\)/);
  });

  it('refuses names and versions that are no name or version', () => {
    expect(problems(release({ name: 'Club News' }))).toEqual(['"Club News" is geen geldige sectienaam.']);
    expect(problems(release({ name: { toString: 1 } }))).toEqual(['"" is geen geldige sectienaam.']);
    expect(problems(release({ version: '../1' }))).toEqual(['"../1" is geen geldige versie.']);
    expect(problems(release({ version: 3 }))).toEqual([]);
  });

  it('refuses the name of the site itself: its provider remote is tjas_site', () => {
    expect(problems(release({ name: 'site' }, { name: 'tjas_site' }))).toEqual([
      '"site" is de naam van de site zelf; kies een andere naam voor de sectie.',
    ]);
    expect(problems(release({ name: 'site-nieuws' }, { name: 'tjas_site_nieuws' }))).toEqual([]);
  });

  it('refuses paths outside the section\u2019s folder, whatever their form', () => {
    for (const path of ['../x.js', '/x.js', 'a/../x.js', 'a//x.js', 'a\\x.js', '.hidden.js', 'a/./x.js', '', 7]) {
      expect(bundle.safePath(path), String(path)).toBe(false);
    }
    expect(bundle.safePath('a/b/c/d/e/f/g/h.js')).toBe(true);
    expect(bundle.safePath('a/b/c/d/e/f/g/h/i.js')).toBe(false); // deeper than 8
    expect(bundle.safePath(`${'a'.repeat(298)}.js`)).toBe(false);
    const outside = release({ files: [...release().files, { path: '../evil.js', size: 1 }] });
    expect(problems(outside, { maxBytes: LIMITS.maxBytes })).toEqual([
      'Bestand "../evil.js" valt buiten de map van de sectie.',
    ]);
  });

  it('refuses files a browser would open as a page on the site', () => {
    for (const path of ['index.html', 'a.htm', 'feed.xml', 'x.xhtml', 'x.js.html', 'x.svgz', 'noext'])
      expect(bundle.allowedType(path), path).toBe(false);
    for (const path of ['a.js', 'a.mjs', 'a.css', 'a.js.map', 'a.json', 'a.woff2', 'a.svg', 'a.avif'])
      expect(bundle.allowedType(path), path).toBe(true);
    // The contract's types for other hosts (mf/section.d.ts), but no sources.
    expect(bundle.allowedType('mf/section.d.ts')).toBe(true);
    for (const path of ['src/section.ts', 'page.tsx']) expect(bundle.allowedType(path), path).toBe(false);
    const page = release({ files: [...release().files, { path: 'index.html', size: 1 }] });
    expect(problems(page, { maxBytes: LIMITS.maxBytes })[0]).toMatch(
      /^Bestand index.html is geen bestand voor een sectie/,
    );
  });

  it('refuses a path twice, and a path that is a file and a folder at once', () => {
    const twice = release({ files: [...release().files, { path: ENTRY, size: 1 }] });
    expect(problems(twice)).toContain(`Bestand ${ENTRY} staat er twee keer in.`);
    const both = release({ files: [...release().files, { path: 'static/js', size: 1 }] });
    expect(problems(both, { maxBytes: LIMITS.maxBytes })).toContain(
      `static/js is een bestand én een map met ${ENTRY}: kies één van beide.`,
    );
  });

  it('does not take inherited names (constructor, __proto__) for files it has', () => {
    const named = release({ files: [...release().files, { path: 'constructor', size: 1 }] }, {});
    expect(problems(named, { maxBytes: LIMITS.maxBytes })).toContain(
      'Bestand constructor is geen bestand voor een sectie (alleen code, stijlen, source maps, JSON, lettertypen en afbeeldingen).',
    );
    const exposesProto = release(
      {},
      {
        exposes: [{ path: './section', assets: { js: { sync: ['__proto__'] } } }],
        tjas: { contractVersion: 2, files: [] },
      },
    );
    expect(problems(exposesProto, { maxBytes: LIMITS.maxBytes })).toContain(
      'mf-manifest.json noemt __proto__, maar dat bestand zit niet in de release.',
    );
  });

  it('refuses a release over the size limit, in Dutch megabytes', () => {
    expect(problems(release(), { maxBytes: 3000 })).toEqual(['De release is 0,0 MB; de grens is 0,0 MB.']);
    const big = release({ files: [...release().files, { path: 'static/big.png', size: 6 * 1024 * 1024 }] });
    expect(problems(big, { maxBytes: LIMITS.maxBytes })).toEqual(['De release is 6,0 MB; de grens is 5,0 MB.']);
  });

  it('refuses an empty release, and one without a readable manifest', () => {
    expect(problems(release({ files: [] }))).toEqual(['De release bevat geen bestanden.']);
    const without = release({ files: [{ path: ENTRY, size: 1 }] });
    expect(problems(without, { maxBytes: LIMITS.maxBytes })).toEqual(['Er zit geen mf-manifest.json in de release.']);
    expect(problems(release({ manifest: '{' }))).toEqual(['mf-manifest.json is geen geldige JSON.']);
    expect(problems(release({ manifest: 'null' }), { maxBytes: LIMITS.maxBytes })).toEqual([
      'mf-manifest.json is geen object.',
    ]);
  });

  it('refuses a manifest of another section', () => {
    expect(problems(release({}, { name: 'tjas_sport' }))).toEqual([
      'Deze release is van sectie "sport", niet van "club-news".',
    ]);
  });

  it('refuses a contract version the site does not mount', () => {
    expect(problems(release({}, { tjas: { contractVersion: 3 } }), { maxBytes: LIMITS.maxBytes })).toEqual([
      'Contractversie 3 kent de site niet (de site ondersteunt 1, 2).',
    ]);
    expect(problems(release({}, { tjas: { contractVersion: '2', files: [] } }), { maxBytes: LIMITS.maxBytes })[0]).toBe(
      'Contractversie 2 kent de site niet (de site ondersteunt 1, 2).',
    ); // "2" is not 2
  });

  it('refuses a manifest without the section module, or naming files outside the release', () => {
    expect(problems(release({}, { exposes: [] }), { maxBytes: LIMITS.maxBytes })).toEqual([
      'mf-manifest.json noemt geen module "./section".',
    ]);
    expect(
      problems(release({}, { exposes: [{ path: './section', assets: { js: { sync: ['../x.js', 'gone.js'] } } }] }), {
        maxBytes: LIMITS.maxBytes,
      }),
    ).toEqual([
      'mf-manifest.json noemt "../x.js", buiten de map van de sectie.',
      'mf-manifest.json noemt gone.js, maar dat bestand zit niet in de release.',
    ]);
  });

  it('checks each shared package against what the site provides', () => {
    expect(problems(release({}, { shared: [{ name: 'react', requiredVersion: '^19.0.0' }] }))).toEqual([
      'react ^19.0.0 gevraagd, de site heeft 18.3.1.',
    ]);
    expect(problems(release({}, { shared: [{ name: 'lodash', requiredVersion: '*' }] }))).toEqual([
      'Gedeeld pakket lodash levert de site niet.',
    ]);
    expect(problems(release({}, { shared: [{ name: 'toString' }, { name: 'constructor' }, null] }))).toEqual([
      'Gedeeld pakket toString levert de site niet.',
      'Gedeeld pakket constructor levert de site niet.',
      'Gedeeld pakket  levert de site niet.',
    ]);
    expect(problems(release({}, { shared: [{ name: 'react', requiredVersion: false }] }))).toEqual([]);
    expect(problems(release({}, { shared: [{ name: 'react', requiredVersion: 'not a range' }] }))).toEqual([
      'react not a range gevraagd, de site heeft 18.3.1.',
    ]);
  });

  it('refuses a range that is no text with a sentence, not an error', () => {
    expect(problems(release({}, { shared: [{ name: 'react', requiredVersion: { toString: 1 } }] }))).toEqual([
      'react (onleesbare versie) gevraagd, de site heeft 18.3.1.',
    ]);
    expect(problems(release({}, { shared: [{ name: 'react', requiredVersion: ['^18'] }] }))).toEqual([
      'react (onleesbare versie) gevraagd, de site heeft 18.3.1.',
    ]);
  });

  describe('with requireFileList (a new upload)', () => {
    it('refuses files the build did not name, and named files that are missing', () => {
      const extra = release({ files: [...release().files, { path: 'static/js/extra.js', size: 1 }] });
      expect(problems(extra)).toEqual([
        'Bestand static/js/extra.js heeft de build niet gemaakt: de manifest noemt het niet.',
      ]);
      const missing = release({ files: release().files.filter((file) => file.path !== `${ENTRY}.map`) });
      expect(problems(missing)).toEqual([`De manifest noemt ${ENTRY}.map, maar dat bestand zit niet in de release.`]);
    });

    it('asks to build again when the manifest names no files; a stored version is not refused for it', () => {
      const old = release({}, { tjas: { contractVersion: 2 } });
      expect(problems(old)).toEqual([
        'mf-manifest.json noemt de bestanden van de build niet (tjas.files): bouw de sectie opnieuw.',
      ]);
      expect(problems(old, { maxBytes: LIMITS.maxBytes })).toEqual([]);
    });

    it('takes the files under mf/ from the standard remote\u2019s own manifest', () => {
      const standard = { tjas: { files: ['remoteEntry.js'] } };
      const files = [
        ...release().files,
        { path: 'mf/mf-manifest.json', size: 10 },
        { path: 'mf/remoteEntry.js', size: 10 },
      ];
      expect(problems(release({ files, standardManifest: JSON.stringify(standard) }))).toEqual([]);
      expect(problems(release({ files, standardManifest: '{' }))).toEqual([
        'mf/mf-manifest.json is geen geldige JSON.',
      ]);
      expect(problems(release({ files, standardManifest: '{}' }))).toEqual([
        'mf/mf-manifest.json noemt de bestanden van de build niet (tjas.files): bouw de sectie opnieuw.',
      ]);
      const unnamed = [...files, { path: 'mf/other.js', size: 1 }];
      expect(problems(release({ files: unnamed, standardManifest: JSON.stringify(standard) }))).toEqual([
        'Bestand mf/other.js heeft de build niet gemaakt: de manifest noemt het niet.',
      ]);
    });
  });
});
