import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { SECTION_CONTRACT_VERSION } from '../section-contract.ts';
import { derivedRange, SECTION_MANIFEST, SECTION_SOURCE, sharedMap, type SharedMap } from '../shared-map.ts';
import { dynamicClosure, importedStyles, staticClosure } from './bundle-graph.ts';
import { installedVersion } from './installed-version.ts';
import { privateCopies } from './private-copies.ts';
import { sectionRoutePatterns, SectionRoutesError } from './section-route-patterns.ts';

type OutputBundle = Rolldown.OutputBundle;

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

interface Manifest {
  name: string;
  tjas?: { contractVersion: number; routes?: string[] };
  shared: unknown[];
  exposes: { path: string; assets: Assets }[];
}

/** The bare module names the built code still imports (shared packages the page's import map resolves), sorted. */
export function bareImports(bundle: OutputBundle): string[] {
  const names = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    for (const name of [...item.imports, ...item.dynamicImports]) {
      if (!(name in bundle) && !name.startsWith('.') && !name.startsWith('/') && !/^[a-z]+:/.test(name))
        names.add(name);
    }
  }
  return [...names].sort();
}

/** What an expose's entry file needs: its chunks at once and later, and their style sheets. */
export function exposeAssets(bundle: OutputBundle, entry: string): Assets {
  const sync = staticClosure(bundle, [entry]);
  const async = dynamicClosure(bundle, sync).filter((fileName) => !sync.includes(fileName));
  const syncCss = importedStyles(bundle, sync);
  return {
    js: { sync, async },
    css: { sync: syncCss, async: importedStyles(bundle, async).filter((file) => !syncCss.includes(file)) },
  };
}

/**
 * Completes the `mf-manifest.json` of a section built in import-map mode, where the federation
 * plugin writes only each expose's entry file. The shell and the server read the rest from it:
 * - `shared`: each shared package the section's code imports, with the version it was built
 *   with and the range derived from it (the server and the shell refuse a section they cannot
 *   serve, with the reason). A bare import the shell does not provide fails the build: on the
 *   page nothing would resolve it. A bundled copy of a shared package (or of react-router, which
 *   `@tjas/router` wraps) fails it too: a second React, router or session store breaks at run
 *   time. A bundled copy of what the shared packages use (zustand) is allowed, with a warning;
 * - each expose's chunks and style sheets (the entry's styles are not imported by its code; the
 *   shell adds them, the server names them for preloading);
 * - `tjas.contractVersion`: the section contract its code was type-checked against, so the
 *   server refuses a release for a contract the site's shell does not mount;
 * - `tjas.routes`: the route patterns of its pages and redirects, read from its source, so the
 *   server answers 404 for an address under its prefix that no page of this version answers.
 */
export function sectionManifest(shared: SharedMap = sharedMap): Plugin {
  let root = process.cwd();
  return {
    name: 'tjas-section-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const asset = Object.values(bundle).find((item) => item.type === 'asset' && item.fileName === SECTION_MANIFEST);
      if (asset?.type !== 'asset')
        throw new Error(`tjas-section-manifest: the federation plugin wrote no ${SECTION_MANIFEST}.`);
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      manifest.tjas = { contractVersion: SECTION_CONTRACT_VERSION };
      const source = join(root, SECTION_SOURCE);
      try {
        const routes = existsSync(source) ? sectionRoutePatterns(source) : undefined;
        if (routes) manifest.tjas.routes = routes;
        else
          this.warn(
            `${SECTION_SOURCE} heeft geen sectiebeschrijving met routes die de build kan lezen: de site laat elk adres onder het voorvoegsel aan de sectie (geen 404 van de server).`,
          );
      } catch (error) {
        if (error instanceof SectionRoutesError) this.error(error.message);
        throw error;
      }
      const imported = bareImports(bundle);
      const unknown = imported.filter((name) => !(name in shared));
      if (unknown.length > 0) {
        this.error(
          `De sectie importeert ${unknown.join(', ')}, maar de shell levert dat niet (packages/federation/src/shared-map.ts). Bundel het in de sectie of voeg het aan de shell toe.`,
        );
      }
      const copies = privateCopies(bundle, shared, root);
      if (copies.singletons.length > 0) {
        this.error(
          `De sectie bundelt een eigen kopie van ${copies.singletons.join(', ')}, maar daar mag er maar één van zijn op de pagina: die van de shell. Importeer het zoals de andere secties (react-router via @tjas/router).`,
        );
      }
      if (copies.others.length > 0) {
        this.warn(
          `De sectie bundelt een eigen kopie van ${copies.others.join(', ')}. Dat werkt, maar kost bytes en deelt niets met de kopie van de shell (bijvoorbeeld de sessie): gebruik liever @tjas/auth of @tjas/ui.`,
        );
      }
      manifest.shared = imported.map((name) => {
        const config = shared[name]!;
        const version = config.version ?? installedVersion(name, root);
        return {
          id: `${manifest.name}:${name}`,
          name,
          version,
          singleton: config.singleton,
          requiredVersion: config.requiredVersion ?? derivedRange(version),
        };
      });
      for (const expose of manifest.exposes) {
        const entry = expose.assets.js.sync[0];
        if (entry) expose.assets = exposeAssets(bundle, entry);
      }
      asset.source = `${JSON.stringify(manifest, null, 2)}\n`;
    },
  };
}
