import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// The DOM files share one jsdom per worker (`isolate: false` in vitest.config.ts): what a file
// changed for all its tests is undone before the next file runs, and the next file evaluates the
// code under test afresh (a store's state, a module's cache).
afterAll(() => {
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
});
