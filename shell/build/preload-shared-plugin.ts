import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The federation plugin's wrappers of shared packages (`…__loadShare__…`) and its map of the
 * shell's local copies (`…localSharedImportMap…`) import those copies lazily.
 */
const COPIES_IMPORTED_BY = /__loadShare__|localSharedImportMap/;
/** Its start-up script imports this chunk only after the runtime has started. */
const START_UP = /^pendingShares$/;

/**
 * The shell's own copies of the shared packages (what the share wrappers import lazily), with
 * everything they import, and the start-up chunk: code every page of the shell runs.
 */
export function sharedCopyChunks(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks.values()) {
    if (COPIES_IMPORTED_BY.test(chunk.name)) chunk.dynamicImports.forEach(add);
    if (START_UP.test(chunk.name)) add(chunk.fileName);
  }
  return [...found].sort();
}

/** The style sheets of those chunks (the UI kit's), which the loader would add only after them. */
export function sharedCopyStyles(bundle: OutputBundle, fileNames: readonly string[]): string[] {
  const styles = fileNames.flatMap((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...new Set(styles)].sort();
}

/**
 * The federation runtime imports a shared package's local copy only after it has decided whose
 * copy to use, so the browser finds React DOM, the router and the auth package one round trip
 * late. The shell is the host: it always runs its own copies, so the page may fetch them at once.
 */
export function preloadSharedCopies(): Plugin {
  return {
    name: 'tjas-preload-shared-copies',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const present = new Set([...html.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]));
        const scripts = sharedCopyChunks(context.bundle);
        const links = [
          ...scripts.map((fileName) => ({ rel: 'modulepreload', fileName })),
          ...sharedCopyStyles(context.bundle, scripts).map((fileName) => ({ rel: 'stylesheet', fileName })),
        ];
        return {
          html,
          tags: links
            .filter(({ fileName }) => !present.has(fileName))
            .map(({ rel, fileName }) => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}
