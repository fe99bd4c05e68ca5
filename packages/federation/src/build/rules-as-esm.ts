import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The rules the hooks and the pages share (packages/schema/src/rules/*.cjs). */
const RULES_FILE = /[\\/]schema[\\/]src[\\/]rules[\\/][^\\/]+\.cjs$/;
/** Their one export, at the end: `module.exports = { A, B };`. */
const EXPORTS = /\bmodule\.exports = (\{[^{}]*\});\s*$/;
/** The id a rules file is bundled under: an ES module's extension (rolldown reads a .cjs as CommonJS). */
const ESM_SUFFIX = '.mjs';

/**
 * A rules file's code as an ES module with the same exports; throws the reason when the file is
 * not written for it (a require, or not one `module.exports = { ... }` at the end).
 */
export function rulesModule(code: string, file: string): string {
  const match = EXPORTS.exec(code);
  const before = match ? code.slice(0, match.index) : '';
  if (!match || /\brequire\s*\(/.test(code) || before.includes('module.exports'))
    throw new Error(
      `${file}: een regelbestand zonder require() en met één module.exports = { ... } aan het eind (zie rules-as-esm.ts).`,
    );
  return `${before}export ${match[1]};\n`;
}

/**
 * The shared rules are CommonJS, as PocketBase's engine requires them. In a section's build they
 * become ES modules: bundled as CommonJS each needs rolldown's wrapper helper, and a page's lazy
 * chunk would import that helper from a chunk of its own, one more request on every cold load.
 * They are written for this (no require, one `module.exports = { ... }` at the end); a rules file
 * that is not stops the build with the reason, rather than growing a chunk without a word.
 */
export function rulesAsEsm(): Plugin {
  return {
    name: 'tjas-rules-as-esm',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('rules')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && RULES_FILE.test(resolved.id) ? `${resolved.id}${ESM_SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(ESM_SUFFIX) || !RULES_FILE.test(id.slice(0, -ESM_SUFFIX.length))) return null;
      const file = id.slice(0, -ESM_SUFFIX.length);
      this.addWatchFile(file);
      try {
        return rulesModule(readFileSync(file, 'utf8'), file);
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}
