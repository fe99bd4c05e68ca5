/**
 * Every app (shell and sections) records the React and session store it runs with, so an
 * end-to-end test can assert that federation really handed out one instance of each
 * (duplicated singletons are the most reported Module Federation bug).
 */
export interface SingletonProbe {
  /** A function of the React module (namespace objects differ per import path, functions don't). */
  react: unknown;
  sessionStore: unknown;
  /** A function of the UI kit, whose toasts and theme must be one per page. */
  ui: unknown;
}

declare global {
  interface Window {
    __TJAS_APPS__?: Record<string, SingletonProbe>;
  }
}

export function recordSingletons(app: string, probe: SingletonProbe): void {
  if (typeof window === 'undefined') return;
  window.__TJAS_APPS__ ??= {};
  window.__TJAS_APPS__[app] = probe;
}
