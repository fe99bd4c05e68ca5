import { reloadOnce } from './reload-guard.ts';

/**
 * After a deploy, an open page may ask for code files that no longer exist. Vite reports that as
 * `vite:preloadError`; reloading fetches the new build. When the guard refuses (a reload just
 * happened), the error goes on to the page's own error handling.
 */
export function reloadOnChunkLoadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce('een deel van de site kon niet worden geladen')) event.preventDefault();
  });
}
