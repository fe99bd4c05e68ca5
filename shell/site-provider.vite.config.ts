import { federation } from '@module-federation/vite';
import { installedVersion } from '@tjas/federation/installed-version';
import { derivedRange, sharedMap } from '@tjas/federation/shared-map';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site as a Module Federation provider for hosts other than the shell (docs/outside-host.md),
// built after the shell into dist/site-mf/ (served at /site-mf/): a standard remote `tjas_site`
// that exposes ./site (src/site-provider/site.ts) and shares what the sections share, with the
// site's versions. React is the host's (a singleton the host provides); the session, router and
// UI kit are the site's, so every section the host loads after it uses the same ones.
const root = import.meta.dirname;

export default defineConfig({
  root,
  base: './',
  // The shell's public files (icons, the web app manifest) are the shell's, served beside it.
  publicDir: false,
  plugins: [
    react(),
    federation({
      name: 'tjas_site',
      filename: 'remoteEntry.js',
      exposes: { './site': './src/site-provider/site.ts' },
      shared: Object.fromEntries(
        Object.keys(sharedMap).map((key) => {
          const version = installedVersion(key, root);
          return [key, { singleton: true, version, requiredVersion: derivedRange(version) }];
        }),
      ),
      manifest: true,
      dts: false,
      // The UI kit's style sheets (tokens and components) go into the page with ./site.
      bundleAllCSS: true,
    }),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist/site-mf',
    emptyOutDir: true,
    // No index.html: the federation plugin adds the remote's entry as the only input.
    rolldownOptions: { input: {} },
  },
});
