import { federation } from '@module-federation/vite';
import { sharedMap } from '@tjas/federation/shared-map';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './build/build-info-plugin.ts';

// `pnpm dev` runs the shell with hot reload against a running `pnpm start` (API, registry and
// the built sections come from there).
const backend = process.env['TJAS_BACKEND'] ?? 'http://127.0.0.1:8090';

// The shell is a pure consumer: it learns where sections live from /remotes.json at run time,
// so no remote is configured here.
export default defineConfig({
  plugins: [
    react(),
    buildInfo(),
    federation({
      name: 'tjas_shell',
      remotes: {},
      shared: sharedMap,
      dts: false,
      dev: { remoteHmr: true },
    }),
  ],
  build: { target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/remotes.json': backend, '/sections': backend },
  },
});
