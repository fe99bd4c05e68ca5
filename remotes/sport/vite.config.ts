import { sectionConfig } from '@tjas/federation/section-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The import-map build members load (dist/), and with --mode mf the standard Module Federation
// remote beside it (dist/mf/). Work on it live with `pnpm dev:section sport`.
export default defineConfig(sectionConfig(import.meta.dirname, [react()]));
