/**
 * The one federation "shared" map, imported by the shell's and every section's vite config.
 *
 * The shell provides the only copy of each of these and maps their names to its own files with
 * an import map (`experiments.hostProvidesAllShared`); a section keeps them as bare imports. So
 * every shared package exists once per page: one React, one router, one session store.
 * A section's manifest names each of these it imports, with the version it was built with and
 * a range derived from it (`^19.3.1`): what it asks of the shell, checked by the server before a
 * release and by the shell before it loads the section.
 *
 * zustand is not shared by itself: only the auth package and the UI kit use it, and they are
 * shared, so their stores exist once. `react/jsx-runtime` is what compiled JSX imports.
 */
export const sharedMap = {
  react: { singleton: true },
  'react/jsx-runtime': { singleton: true },
  'react-dom': { singleton: true },
  // The site's router, with the part of react-router's API the apps use (see packages/router).
  '@tjas/router': { singleton: true },
  '@tjas/auth': { singleton: true },
  '@tjas/ui': { singleton: true },
} as const;

/**
 * What a section that brings its own React (`"framework": "own"`) shares: only the session, whose
 * store is framework-free (zustand/vanilla). Its React, react-dom and everything built on them
 * (router, UI kit) are its own copies, bundled into the section.
 */
export const frameworkFreeSharedMap = {
  '@tjas/auth': sharedMap['@tjas/auth'],
} as const;

/**
 * Shared keys. `version` overrides the installed version and `requiredVersion` the derived range
 * (tests of sections built against other versions).
 */
export type SharedMap = Readonly<Record<string, { singleton: boolean; requiredVersion?: string; version?: string }>>;

/** The range a section asks for when built with `version`: that version or a compatible newer one. */
export function derivedRange(version: string): string {
  return `^${version}`;
}

/** The federation container name of a section, e.g. `tjas_events`. */
export function federationName(section: string): string {
  return `tjas_${section.replace(/[^a-z0-9]/gi, '_')}`;
}

/** The module every section exposes: its {@link SectionContract}. */
export const SECTION_EXPOSE = './section';
/** The module a section exposes: its contract (pages, menu, redirects), relative to its folder. */
export const SECTION_SOURCE = './src/section.tsx';

/** The manifest a section build writes next to its code; the registry points to it. */
export const SECTION_MANIFEST = 'mf-manifest.json';

/**
 * The shared keys as the federation plugin takes them. Ranges and `singleton` mean nothing to
 * it in import-map mode (there is one copy, the shell's); the plugin would warn about them.
 */
function sharedKeys(shared: SharedMap): Record<string, object> {
  return Object.fromEntries(Object.keys(shared).map((name) => [name, {}]));
}

/**
 * The federation options of a section build: every section exposes only its contract, under
 * the same container naming and with the same shared map (overridable for tests of version skew).
 * The build is one fixed-name file per expose (`section.js`) plus chunks, importing the shared
 * packages by name, and an `mf-manifest.json` that lists it.
 */
export function sectionFederationOptions(section: string, shared: SharedMap = sharedMap) {
  return {
    name: federationName(section),
    exposes: { [SECTION_EXPOSE]: SECTION_SOURCE },
    shared: sharedKeys(shared),
    manifest: true,
    dts: false,
    experiments: { hostProvidesAllShared: true },
  };
}

/**
 * The shell is a pure consumer: it learns where sections live from /remotes.json at run time,
 * so no remote is configured here. Its `index.html` carries the import map that resolves the
 * shared names to the shell's own files.
 */
export function shellFederationOptions({ shared = sharedMap as SharedMap } = {}) {
  return {
    name: 'tjas_shell',
    remotes: {},
    shared: sharedKeys(shared),
    dts: false,
    experiments: { hostProvidesAllShared: true },
  };
}
