import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The federation plugin names the shell's own copies of shared packages `…__prebuild__…`. */
const SHARED_COPY = /__prebuild__/;

/** Every chunk the shared copies import statically: the code the shell runs on every page. */
export function sharedCopyChunks(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const found = new Set<string>();
  const visit = (fileName: string) => {
    for (const imported of chunks.get(fileName)?.imports ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  // Not the `__prebuild__` chunks themselves: some are never imported (the glue of react-dom/client
  // carries its copy), and they are a few hundred bytes each.
  for (const chunk of chunks.values()) if (SHARED_COPY.test(chunk.name)) visit(chunk.fileName);
  return [...found].sort();
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
        return {
          html,
          tags: sharedCopyChunks(context.bundle)
            .filter((fileName) => !present.has(fileName))
            .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}
