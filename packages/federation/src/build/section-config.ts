import { federation } from '@module-federation/vite';
import type { PluginOption, UserConfigFnObject } from 'vite';
import { derivedRange, federationName, SECTION_EXPOSE, sharedMap } from '../shared-map.ts';
import { installedVersion } from './installed-version.ts';
import { sectionFederation } from './section-federation.ts';

/** `vite build --mode mf`: the standard Module Federation remote of a section. */
export const STANDARD_MODE = 'mf';
/** Where that remote goes inside the section's build: `dist/mf/` (remoteEntry.js, mf-manifest.json). */
export const STANDARD_DIR = 'mf';

/**
 * A standard Module Federation 2 remote of the same section, for any MF host (the federation
 * runtime, webpack, rspack, vite): a `remoteEntry.js` and an `mf-manifest.json` the MF SDK reads,
 * with the shared packages negotiated at run time and a fallback copy of each. The members' pages
 * never load it: they use the import-map build beside it.
 */
export function standardRemote(name: string, root: string): PluginOption[] {
  const shared = Object.fromEntries(
    Object.keys(sharedMap).map((key) => {
      const version = installedVersion(key, root);
      return [key, { singleton: true, version, requiredVersion: derivedRange(version) }];
    }),
  );
  return [
    federation({
      name: federationName(name),
      filename: 'remoteEntry.js',
      exposes: { [SECTION_EXPOSE]: './src/section.tsx' },
      shared,
      manifest: true,
      dts: false,
    }),
  ];
}

/**
 * The vite config of a section (`remotes/<name>/vite.config.ts`): the import-map build into
 * `dist/` that members load, or with `--mode mf` the standard remote into `dist/mf/`. Relative
 * URLs let a release live under any path (`sections/<name>/<version>/`) or origin.
 */
export function sectionConfig(name: string, root: string, framework: PluginOption[]): UserConfigFnObject {
  return ({ mode }) => {
    const standard = mode === STANDARD_MODE;
    return {
      base: './',
      plugins: [...framework, ...(standard ? standardRemote(name, root) : sectionFederation(name))],
      build: { target: 'es2022', outDir: standard ? `dist/${STANDARD_DIR}` : 'dist', emptyOutDir: true },
    };
  };
}
