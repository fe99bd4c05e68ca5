/** Set at build time by build/build-info-plugin.ts. */
declare const __TJAS_BUILD_ID__: string;

/** Versions of the shared singletons this shell provides (package name -> version). */
declare const __TJAS_SHARED_VERSIONS__: Record<string, string>;
