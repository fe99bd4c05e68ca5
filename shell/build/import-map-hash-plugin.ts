import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the hashes of the inline scripts of its `index.html`. */
export const SCRIPT_HASHES_FILE = 'script-hashes.json';

/** CSP source expressions (`'sha256-…'`) for the inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The import map that lets sections use the shell's shared packages must be inline (browsers do
 * not load external import maps), and the site's Content-Security-Policy allows no inline script.
 * The build lists the hash of each inline script; the server adds them to the policy of pages.
 */
export function importMapHash(): Plugin {
  let hashes: string[] = [];
  return {
    name: 'tjas-import-map-hash',
    apply: 'build',
    transformIndexHtml: {
      // After the federation plugin's own `post` hook has added the import map.
      order: 'post',
      handler(html) {
        hashes = inlineScriptHashes(html);
        return html;
      },
    },
    async writeBundle(options) {
      if (options.dir) await writeFile(join(options.dir, SCRIPT_HASHES_FILE), `${JSON.stringify(hashes)}\n`);
    },
  };
}
