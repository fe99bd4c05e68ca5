import { federation } from '@module-federation/vite';
import { shellFederationOptions } from '@tjas/federation/shared-map';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './build/build-info-plugin.ts';
import { preloadSharedCopies } from './build/preload-shared-plugin.ts';

// `pnpm dev` runs the shell with hot reload against a running `pnpm start` (API, registry and
// the built sections come from there).
const backend = process.env['TJAS_BACKEND'] ?? 'http://127.0.0.1:8090';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    buildInfo(),
    federation(shellFederationOptions({ build: command === 'build' })),
    preloadSharedCopies(),
  ],
  build: { target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/remotes.json': backend, '/sections': backend },
  },
}));
