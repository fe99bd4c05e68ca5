import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** The worker's file at the site's root: a worker controls only the pages under its own folder. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Builds the service worker (src/service-worker/sw.ts) after the shell, as one classic script
 * without imports at /sw.js, with the shell's compile-time constants. It is not part of the page's
 * bundle: the page only registers it after it has loaded (features/offline).
 */
export function serviceWorker(): Plugin {
  let root = '';
  let outDir = '';
  let define: Record<string, unknown> = {};
  return {
    name: 'tjas-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      define = config.define ?? {};
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define,
        publicDir: false,
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          lib: {
            entry: resolve(root, 'src/service-worker/sw.ts'),
            formats: ['iife'],
            name: 'tjasServiceWorker',
            fileName: () => SERVICE_WORKER_FILE,
          },
        },
      });
    },
  };
}
