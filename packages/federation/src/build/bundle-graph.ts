import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/**
 * `fileNames` and every chunk of the bundle they import statically, each once, in the order
 * found. Bare names the build left to an import map are not chunks and are skipped.
 */
export function staticClosure(bundle: OutputBundle, fileNames: Iterable<string>): string[] {
  const chunks = chunksOf(bundle);
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName) || !chunks.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const fileName of fileNames) add(fileName);
  return [...found];
}

/** The chunks those chunks import later (`import()`), with what those import statically. */
export function dynamicClosure(bundle: OutputBundle, fileNames: Iterable<string>): string[] {
  const chunks = chunksOf(bundle);
  return staticClosure(
    bundle,
    [...fileNames].flatMap((fileName) => chunks.get(fileName)?.dynamicImports ?? []),
  );
}

/** The style sheets the given chunks import, each once. */
export function importedStyles(bundle: OutputBundle, fileNames: Iterable<string>): string[] {
  const chunks = chunksOf(bundle);
  return [
    ...new Set([...fileNames].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])])),
  ];
}
