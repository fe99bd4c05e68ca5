import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createLogger, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SECTION_CONTRACT_VERSION } from '../section-contract.ts';
import { SECTION_SOURCE, sharedMap } from '../shared-map.ts';
import { sectionFederation } from './section-federation.ts';
import { exposeAssets } from './section-manifest-plugin.ts';
import { sectionRoutePatterns } from './section-route-patterns.ts';

function chunk(fileName: string, imports: string[], dynamicImports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  };
}

describe('exposeAssets', () => {
  it('lists the entry and its static chunks, later chunks apart, and the styles of each; shared names are not files', () => {
    const bundle = Object.fromEntries(
      [
        chunk('section.js', ['react', 'assets/common.js'], ['assets/page.js'], ['assets/section.css']),
        chunk('assets/common.js', ['@tjas/ui'], [], ['assets/common.css']),
        chunk(
          'assets/page.js',
          ['assets/common.js', 'assets/page-helper.js'],
          [],
          ['assets/page.css', 'assets/common.css'],
        ),
        chunk('assets/page-helper.js', []),
      ].map((item) => [item.fileName, item]),
    ) as unknown as Rolldown.OutputBundle;
    expect(exposeAssets(bundle, 'section.js')).toEqual({
      js: { sync: ['section.js', 'assets/common.js'], async: ['assets/page.js', 'assets/page-helper.js'] },
      css: { sync: ['assets/section.css', 'assets/common.css'], async: ['assets/page.css'] },
    });
  });
});

describe('sectionFederation (a real build of the events section)', () => {
  const out = mkdtemp(join(tmpdir(), 'tjas-section-build-'));
  const eventsRoot = resolve(import.meta.dirname, '../../../../remotes/events');
  afterAll(async () => rm(await out, { recursive: true, force: true }));

  it('writes a manifest with the shared versions and ranges, the module and its styles', async () => {
    // The federation plugin turns itself off under a test runner unless told otherwise, and a
    // section is built for production (JSX through the shared `react/jsx-runtime`).
    process.env['MFE_VITE_NO_TEST_ENV_CHECK'] = 'true';
    const nodeEnv = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    const outDir = await out;
    await build({
      configFile: false,
      logLevel: 'silent',
      root: eventsRoot,
      base: './',
      // Built as if against React 19.0.0 and a router 1.1.0 (a minor with a new export).
      plugins: [
        react(),
        sectionFederation('events', {
          ...sharedMap,
          react: { ...sharedMap.react, version: '19.0.0' },
          '@tjas/router': { ...sharedMap['@tjas/router'], version: '1.1.0' },
        }),
      ],
      build: { target: 'es2022', outDir, emptyOutDir: true },
    }).finally(() => {
      process.env['NODE_ENV'] = nodeEnv;
    });
    const manifest = JSON.parse(await readFile(join(outDir, 'mf-manifest.json'), 'utf8'));
    type Share = { name: string; version: string; requiredVersion: string; singleton: boolean };
    const shares = new Map((manifest.shared as Share[]).map((share) => [share.name, share]));
    // Only what its code imports (events never imports react-dom), each with the version it was
    // built with and the range derived from it.
    expect([...shares.keys()]).toEqual(['@tjas/auth', '@tjas/router', '@tjas/ui', 'react', 'react/jsx-runtime']);
    expect(shares.get('react')).toMatchObject({ version: '19.0.0', singleton: true, requiredVersion: '^19.0.0' });
    expect(shares.get('@tjas/router')).toMatchObject({ version: '1.1.0', requiredVersion: '^1.1.0' });
    // The UI kit's own version, as installed (not a fixture).
    const ui = (createRequire(import.meta.url)('@tjas/ui/package.json') as { version: string }).version;
    expect(shares.get('@tjas/ui')).toMatchObject({ version: ui, requiredVersion: `^${ui}` });
    // The contract it was checked against, and every file the build wrote (the site serves no other).
    const written = (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('/.vite/'))
      .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
      .filter((path) => path !== 'mf-manifest.json')
      .sort();
    // ... and the route patterns of its pages, so the server answers 404 for any other address
    // under its prefix (`/evenementen/x/y`).
    expect(manifest.tjas).toEqual({
      contractVersion: SECTION_CONTRACT_VERSION,
      routes: sectionRoutePatterns(resolve(eventsRoot, SECTION_SOURCE)),
      files: written,
    });
    expect(manifest.tjas.routes).toEqual(expect.arrayContaining(['', ':id', ':id/signups']));
    const [expose] = manifest.exposes;
    expect(expose.path).toBe('./section');
    expect(expose.assets.js.sync[0]).toBe('section.js');
    expect(expose.assets.css.sync).toEqual([expect.stringMatching(/^assets\/section-[\w-]+\.css$/)]);
    // The shared packages stay bare imports for the page's import map to resolve.
    const code = await readFile(join(outDir, 'section.js'), 'utf8');
    for (const name of ['react', '@tjas/auth', '@tjas/ui', '@tjas/router', 'react/jsx-runtime'])
      expect(code).toContain(`from"${name}"`);
  }, 60_000);

  it('fails when the code imports a package the shell does not provide', async () => {
    process.env['MFE_VITE_NO_TEST_ENV_CHECK'] = 'true';
    const root = join(await out, 'zustand-section');
    await mkdir(join(root, 'src'), { recursive: true });
    await writeFile(
      join(root, 'package.json'),
      JSON.stringify({ name: 'zustand-section', version: '1.0.0', type: 'module' }),
    );
    // zustand left as a bare import, as a section built against a larger shared map would.
    await writeFile(
      join(root, 'src/section.tsx'),
      "import { create } from 'zustand';\nexport default { name: 'zustand', create };\n",
    );
    const building = build({
      configFile: false,
      logLevel: 'silent',
      root,
      base: './',
      plugins: [
        {
          name: 'zustand-stays-bare',
          enforce: 'pre',
          resolveId: (id: string) => (id === 'zustand' ? { id, external: true } : null),
        },
        sectionFederation('zustand'),
      ],
      build: { target: 'es2022', outDir: join(root, 'dist'), emptyOutDir: true },
    });
    await expect(building).rejects.toThrow(/De sectie importeert zustand, maar de shell levert dat niet/);
  }, 60_000);

  /**
   * Builds a one-file section in a folder of this package (so the shared packages resolve as
   * from a section) that imports `specifier`; resolves with the build's warnings.
   */
  async function buildImporting(name: string, specifier: string): Promise<string[]> {
    process.env['MFE_VITE_NO_TEST_ENV_CHECK'] = 'true';
    await mkdir(resolve(import.meta.dirname, '../../.tmp'), { recursive: true });
    const root = await mkdtemp(resolve(import.meta.dirname, `../../.tmp/${name}-`));
    await writeFile(join(root, 'package.json'), JSON.stringify({ name, version: '1.0.0', type: 'module' }));
    await mkdir(join(root, 'src'));
    await writeFile(
      join(root, 'src/section.tsx'),
      `import * as copy from ${JSON.stringify(specifier)};\nexport default { name: '${name}', copy };\n`,
    );
    const warnings: string[] = [];
    const logger = createLogger('silent');
    logger.warn = (message) => void warnings.push(message);
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        customLogger: logger,
        root,
        base: './',
        plugins: [sectionFederation(name)],
        build: { target: 'es2022', outDir: join(root, 'dist'), emptyOutDir: true },
      });
      return warnings;
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  /** A file of `name` as installed for a workspace package that depends on it. */
  const installedFor = (workspacePackage: string, name: string) =>
    createRequire(resolve(import.meta.dirname, `../../../${workspacePackage}/package.json`)).resolve(name);

  it('fails when the section bundles its own copy of a singleton (a second React)', async () => {
    await expect(buildImporting('react-copy', installedFor('router', 'react'))).rejects.toThrow(
      /De sectie bundelt een eigen kopie van react, maar daar mag er maar één van zijn/,
    );
  }, 60_000);

  it('bundles a private copy of what the shared packages use (zustand), with a warning', async () => {
    const warnings = await buildImporting('zustand-copy', installedFor('auth', 'zustand/vanilla'));
    expect(warnings.join('\n')).toMatch(/De sectie bundelt een eigen kopie van zustand\. Dat werkt/);
  }, 60_000);
});
