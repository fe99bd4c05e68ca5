import { sectionFederation } from '@tjas/federation/section-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A section is built on its own and deployed as an immutable folder; relative URLs let that
// folder live under any path (sections/sport/<version>/) or origin without rebuilding.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    sectionFederation('sport'),
  ],
  build: { target: 'es2022' },
  server: { port: 5175, origin: 'http://localhost:5175' },
});
