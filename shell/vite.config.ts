import { federation } from '@module-federation/vite';
import { moduleSideEffects } from '@tjas/federation/feature-indexes';
import { sharedMap, shellFederationOptions } from '@tjas/federation/shared-map';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';
import { brandAssets } from './build/brand-assets-plugin.ts';
import { buildInfo } from './build/build-info-plugin.ts';
import { coldLoadChunks } from './build/cold-load-chunks.ts';
import { firstPaint } from './build/first-paint-plugin.ts';
import { iconSprite } from './build/icon-sprite-plugin.ts';
import { importMapHash } from './build/import-map-hash-plugin.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';
import { sectionDev } from './build/section-dev-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { importSharedByName, preloadImportMap } from './build/shared-by-name-plugin.ts';

// `pnpm dev` runs the shell with hot reload against a running `pnpm start` (API, registry and
// the built sections come from there).
const backend = process.env['TJAS_BACKEND'] ?? 'http://127.0.0.1:8090';
const productName = process.env['VITE_PRODUCT_NAME'] ?? 'Tjas';
// `pnpm dev:section <name>` (build/dev-section-cli.ts): that section from source, with hot reload.
const devSection = process.env['TJAS_DEV_SECTION'];
// The rules the hooks and the forms share are CommonJS (PocketBase's engine requires them): the
// build converts them itself, the dev server only as optimised dependencies.
const sharedRules = readdirSync(new URL('../packages/schema/src/rules', import.meta.url))
  .filter((file) => file.endsWith('.cjs'))
  .map((file) => `@tjas/schema/rules/${file.slice(0, -'.cjs'.length)}`);

export default defineConfig({
  plugins: [
    react(),
    buildInfo(),
    coldLoadChunks(),
    // The brand font's preload (with its hashed name) and the web app manifest.
    brandAssets(productName),
    // The logged-in header in the HTML itself, painted before any JavaScript has arrived.
    firstPaint(productName),
    // The icons as symbols in the HTML, which <Icon> draws.
    iconSprite(),
    importSharedByName(Object.keys(sharedMap)),
    federation(shellFederationOptions()),
    preloadImportMap(),
    // /sw.js: offline page, hashed files from its cache, push messages (src/service-worker).
    serviceWorker(),
    ...(devSection ? [sectionDev(devSection, backend, process.env['VITE_PRODUCT_SLUG'] ?? 'tjas')] : []),
    // The hashed scripts and styles also as zopfli's gzip, which the server sends as they are.
    precompressedAssets(),
    // Last: hashes the page's inline scripts as the other plugins left them.
    importMapHash(),
  ],
  build: { target: 'es2022', rolldownOptions: { treeshake: { moduleSideEffects } } },
  // A dev:section server keeps its own optimised dependencies, so it never re-optimises under a
  // shell dev server running beside it (each would reload the other's pages).
  ...(devSection ? { cacheDir: 'node_modules/.vite-dev-section' } : {}),
  optimizeDeps: { include: sharedRules },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/remotes.json': backend, '/sections': backend },
  },
});
