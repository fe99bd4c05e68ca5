import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildInfo } from '../../../shell/build/build-info-plugin.ts';
import { firstPaint } from '../../../shell/build/first-paint-plugin.ts';
import { iconSprite } from '../../../shell/build/icon-sprite-plugin.ts';
import { importMapHash } from '../../../shell/build/import-map-hash-plugin.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Puts the monolithic loader where the shell imports its federated one. */
function monolithicSections(): Plugin {
  const loader = resolve(import.meta.dirname, 'section-loader.ts');
  return {
    name: 'tjas-monolithic-sections',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/section-loader.ts') || importer === loader) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.endsWith('/shell/src/features/sections/api/section-loader.ts') ? loader : null;
    },
  };
}

/**
 * Benchmark-only build: the shell and all six sections as one bundle without Module Federation
 * (`pnpm bench` builds it into .tmp/bench/monolith and serves it next to the federated site).
 */
export default defineConfig({
  root: resolve(ROOT, 'shell'),
  logLevel: 'warn',
  // The same first paint and icons as the federated shell (and its inline script's hash for the
  // page's policy), so the two builds differ in federation only.
  plugins: [react(), buildInfo(), monolithicSections(), firstPaint('Tjas'), iconSprite(), importMapHash()],
  build: {
    target: 'es2022',
    outDir: process.env['MONOLITH_OUT_DIR'] ?? resolve(ROOT, '.tmp/bench/monolith'),
    emptyOutDir: true,
  },
});
