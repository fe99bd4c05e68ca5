// use-sync-external-store's "shim" for @tiptap/react, as ES modules on React's own hook. The
// package ships CommonJS that calls require('react'), which cannot run where React is a shared
// module from the shell's import map (rolldown leaves the require in, and the browser has none).
// React 19 has the hook itself; the shim only existed for React 17. vite.config.ts aliases the
// package's two entry points here.
export { useSyncExternalStore } from 'react';
