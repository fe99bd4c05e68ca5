import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The checkout this package is in: a section outside it links its shared packages from here. */
const CHECKOUT = resolve(import.meta.dirname, '../../../..');

const inside = (root: string, path: string) => {
  const rest = relative(root, path);
  return rest !== '' && !rest.startsWith('..') && !isAbsolute(rest) ? rest : undefined;
};

/**
 * The path a source map of a section build gives a source (rolldown's sourcemapPathTransform):
 * the name its reviewer reads on /secties, the same for every build of the section wherever it
 * is built. The section's own files by the section's folder (`src/results-page.tsx`), the
 * checkout's shared packages by the checkout (`packages/ui/src/button.tsx`), a package from
 * elsewhere from its `node_modules/`. Relative to the map, a section outside the checkout would
 * otherwise name the checkout's folder (`../../../../mijn-checkout/packages/...`).
 */
export function reviewSourcePath(sectionRoot: string, source: string, mapPath: string): string {
  // A module without a file (a bundler's virtual module) keeps the name it has.
  if (!source.startsWith('..') && !isAbsolute(source)) return source;
  const absolute = resolve(dirname(mapPath), source);
  const path =
    inside(sectionRoot, absolute) ??
    inside(CHECKOUT, absolute) ??
    (absolute.includes(`${sep}node_modules${sep}`)
      ? absolute.slice(absolute.lastIndexOf(`${sep}node_modules${sep}`) + 1)
      : undefined) ??
    source;
  return path.split(sep).join('/');
}
