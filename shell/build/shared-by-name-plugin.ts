import { importedStyles, staticClosure } from '@tjas/federation/bundle-graph';
import type { Plugin } from 'vite';

/** The federation plugin's entry module of a shared key (it re-exports the package). */
const SHARE_ENTRY = '\0mf-host-provided-share:';

/**
 * The shell's own code imports the shared packages by name, through the page's import map, as
 * the sections do. Without this the bundler gives each package a chunk for the shell and a
 * re-export chunk for the import map: two requests where one serves. Packages in node_modules
 * keep resolving normally (react-dom's CommonJS `require('react')` cannot be external in an ES
 * module); they land in the same chunks, so there is still one copy of each.
 */
export function importSharedByName(keys: readonly string[]): Plugin {
  return {
    name: 'tjas-import-shared-by-name',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !keys.includes(source)) return null;
      if (importer.startsWith(SHARE_ENTRY) || importer.includes('/node_modules/')) return null;
      return { id: source, external: true };
    },
  };
}

/**
 * The shell's entry imports the shared packages by name, so the bundler's own preloads and style
 * links do not name their files: the browser would find them only after the entry has been
 * parsed, and the UI kit's styles not at all. The page names them itself (after the import map,
 * which `modulepreload` needs to resolve their imports).
 */
export function preloadImportMap(): Plugin {
  return {
    name: 'tjas-preload-import-map',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
        if (!map) return html;
        const targets = Object.values((JSON.parse(map) as { imports: Record<string, string> }).imports).map((url) =>
          url.replace(/^\//, ''),
        );
        const present = new Set([...html.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]));
        const scripts = staticClosure(context.bundle, targets);
        const links = [
          ...importedStyles(context.bundle, scripts).map((fileName) => ({ rel: 'stylesheet', fileName })),
          ...scripts.map((fileName) => ({ rel: 'modulepreload', fileName })),
        ];
        return {
          html,
          tags: links
            .filter(({ fileName }) => !present.has(fileName))
            .map(({ rel, fileName }) => ({
              tag: 'link',
              attrs: { rel, crossorigin: true, href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
}
