import { sectionConfig } from '@tjas/federation/section-config';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';

// The import-map build members load (dist/), and with --mode mf the standard Module Federation
// remote beside it (dist/mf/). Work on it live with `pnpm dev:section media`.
const base = sectionConfig(import.meta.dirname, [react()]);

// The news editor's @tiptap/react imports use-sync-external-store, CommonJS that require()s the
// shared React: replaced by ES modules on React 19's own hook (src/lib/react-store).
const store = (file: string) => `${import.meta.dirname}/src/lib/react-store/${file}`;
const aliases: UserConfig = {
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: store('use-sync-external-store-with-selector.ts'),
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: store('use-sync-external-store-shim.ts') },
    ],
  },
};

export default defineConfig((env) => mergeConfig(base(env), aliases));
