/**
 * The one federation "shared" map, imported by the shell's and every section's vite config.
 *
 * Everything that holds state or a React context must exist once per page, so these are
 * singletons. Ranges (not exact versions) let a section built against an older or newer
 * compatible version still mount next to the shell's copy.
 *
 * zustand is not shared by itself: only the auth package and the UI kit use it, and they are
 * shared, so their stores exist once (sharing it too cost four requests per page).
 */
export const sharedMap = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // react-router through the small surface the apps use, not whole (see packages/router).
  '@tjas/router': { singleton: true, requiredVersion: '^1.0.0' },
  '@tjas/auth': { singleton: true, requiredVersion: '^1.0.0' },
  '@tjas/ui': { singleton: true, requiredVersion: '^1.0.0' },
} as const;

/** The federation container name of a section, e.g. `tjas_events`. */
export function federationName(section: string): string {
  return `tjas_${section.replace(/[^a-z0-9]/gi, '_')}`;
}

/** The module every section exposes: its {@link SectionContract}. */
export const SECTION_EXPOSE = './section';

/**
 * The federation options of a section build: every section exposes only its contract, under
 * the same container naming and with the same shared map (overridable for tests of version skew).
 */
export function sectionFederationOptions(section: string, shared: Record<string, object> = sharedMap) {
  return {
    name: federationName(section),
    filename: 'remoteEntry.js',
    exposes: { [SECTION_EXPOSE]: './src/section.tsx' },
    shared,
    manifest: true,
    dts: false,
    dev: { remoteHmr: true },
    // The shell publishes its federation runtime; a section brings none of its own (~20 KB gzip).
    experiments: { externalRuntime: true },
  };
}

/**
 * The shell is a pure consumer: it learns where sections live from /remotes.json at run time,
 * so no remote is configured here. It provides the one federation runtime of the page.
 */
export function shellFederationOptions({ build = true, shared = sharedMap as Record<string, object> } = {}) {
  return {
    name: 'tjas_shell',
    remotes: {},
    shared,
    dts: false,
    dev: { remoteHmr: true },
    experiments: { provideExternalRuntime: true },
    // Sections are registered by their remote entry, never by manifest: the runtime's snapshot
    // support (manifest remotes, preload hints, devtools) is dead weight on every page. Builds
    // only: the plugin documents that it also removes hot-reload support, which `pnpm dev` uses.
    ...(build ? { disableSnapshot: true } : {}),
  };
}
