import { defineConfig } from 'vite';

// Nothing of the site's build: the host is a plain page; top-level await needs es2022.
export default defineConfig({ build: { target: 'es2022' } });
