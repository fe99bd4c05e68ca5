import { federation } from '@module-federation/vite';
import type { PluginOption, UserConfigFnObject } from 'vite';
import {
  derivedRange,
  federationName,
  frameworkFreeSharedMap,
  SECTION_EXPOSE,
  SECTION_SOURCE,
  sharedMap,
  type SharedMap,
} from '../shared-map.ts';
import { installedVersion } from './installed-version.ts';
import { readSectionPackage } from './section-package.ts';
import { sectionFederation } from './section-federation.ts';
import { moduleSideEffects } from './feature-indexes.ts';
import { buildFileList } from './build-file-list.ts';
import { sectionTypes } from './section-types.ts';
import { reviewSourcePath } from './review-source-path.ts';
import { rulesAsEsm } from './rules-as-esm.ts';

/** `vite build --mode mf`: the standard Module Federation remote of a section. */
export const STANDARD_MODE = 'mf';
/** Where that remote goes inside the section's build: `dist/mf/` (remoteEntry.js, mf-manifest.json). */
export const STANDARD_DIR = 'mf';

/**
 * A standard Module Federation 2 remote of the same section, for any MF host (the federation
 * runtime, webpack, rspack, vite): a `remoteEntry.js` and an `mf-manifest.json` the MF SDK reads,
 * with the shared packages negotiated at run time and a fallback copy of each, and the types of
 * its contract (section.d.ts). The members' pages
 * never load it: they use the import-map build beside it.
 */
export function standardRemote(name: string, root: string, sharedKeys: SharedMap = sharedMap): PluginOption[] {
  const shared = Object.fromEntries(
    Object.keys(sharedKeys).map((key) => {
      const version = installedVersion(key, root);
      return [key, { singleton: true, version, requiredVersion: derivedRange(version) }];
    }),
  );
  return [
    federation({
      name: federationName(name),
      filename: 'remoteEntry.js',
      exposes: { [SECTION_EXPOSE]: SECTION_SOURCE },
      shared,
      manifest: true,
      // The contract's types as a plain declaration file (section.d.ts), not the dts plugin's
      // type check of the section on every build.
      dts: false,
    }),
    sectionTypes(name),
    buildFileList(),
  ];
}

/**
 * What a section's entry (section.js) shares with a page's lazy chunk stays in the entry, which
 * the chunk imports it from. The federation plugin asks for entries that export exactly their
 * module's exports ('strict'), so rolldown put each shared module in a chunk of its own: one more
 * request each on the section's first page. The shell reads only the entry's default export.
 */
function entryMayShare(): PluginOption {
  return {
    name: 'tjas-entry-may-share',
    enforce: 'post',
    config: () => ({ build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } }),
  };
}

/**
 * The vite config of a section (`remotes/<name>/vite.config.ts`): the import-map build into
 * `dist/` that members load, or with `--mode mf` the standard remote into `dist/mf/`. The name
 * and framework come from the `tjasSection` entry of the section's package.json. Relative URLs
 * let a release live under any path (`sections/<name>/<version>/`) or origin.
 */
export function sectionConfig(root: string, framework: PluginOption[]): UserConfigFnObject {
  const { meta } = readSectionPackage(root);
  const shared = meta.framework === 'own' ? frameworkFreeSharedMap : sharedMap;
  return ({ mode }) => {
    const standard = mode === STANDARD_MODE;
    return {
      root,
      base: './',
      plugins: [
        rulesAsEsm(),
        ...framework,
        ...(standard
          ? standardRemote(meta.name, root, shared)
          : [...sectionFederation(meta.name, shared), entryMayShare()]),
      ],
      build: {
        target: 'es2022',
        outDir: standard ? `dist/${STANDARD_DIR}` : 'dist',
        emptyOutDir: true,
        // Source maps with their sources travel with a release, so its reviewer reads the code
        // that changed (/secties); members' pages never ask for them.
        sourcemap: standard ? false : 'hidden',
        rolldownOptions: {
          treeshake: { moduleSideEffects },
          output: { sourcemapPathTransform: (source, mapPath) => reviewSourcePath(root, source, mapPath) },
          // No index.html: the federation plugin adds the section's entry as the only input.
          ...(standard ? { input: {} } : {}),
        },
      },
    };
  };
}
