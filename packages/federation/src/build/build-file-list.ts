import type { Plugin, Rolldown } from 'vite';
import { SECTION_MANIFEST } from '../shared-map.ts';

/** Every file a build writes besides its manifest, source maps included, sorted. */
export function buildFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.fileName === SECTION_MANIFEST) continue;
    files.add(item.fileName);
    // Source maps are written beside their chunk after this hook, so they are not in the bundle yet.
    if (item.type === 'chunk' && item.map) files.add(item.sourcemapFileName ?? `${item.fileName}.map`);
  }
  return [...files].sort();
}

/**
 * Names every file of the build in its `mf-manifest.json` (`tjas.files`). The site serves a
 * release's files only when its build named them (packages/deploy/src/section-bundle.cjs): a
 * file added to the folder by hand after the build, such as a page, is refused. Runs after the
 * other plugins, once the bundle is complete.
 */
export function buildFileList(): Plugin {
  return {
    name: 'tjas-build-file-list',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const asset = bundle[SECTION_MANIFEST];
      if (asset?.type !== 'asset')
        throw new Error(`tjas-build-file-list: the federation plugin wrote no ${SECTION_MANIFEST}.`);
      const manifest = JSON.parse(String(asset.source)) as { tjas?: Record<string, unknown> };
      manifest.tjas = { ...manifest.tjas, files: buildFiles(bundle) };
      asset.source = `${JSON.stringify(manifest, null, 2)}\n`;
    },
  };
}
