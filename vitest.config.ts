import { defineConfig } from 'vitest/config';

// Three tiers run by vitest: unit tests next to the code (jsdom); section page tests next to the
// pages (*.page.test.tsx, jsdom against a real PocketBase); integration tests under
// tests/integration that start a real PocketBase in a temporary folder. End-to-end tests are
// Playwright's (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'shell/build/**/*.test.ts',
            'remotes/*/src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.page.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit-setup.ts'],
        },
      },
      {
        // Section pages rendered in jsdom against a real PocketBase with the demo data
        // (renderSection from @tjas/federation/testing); one server for all, started once.
        test: {
          name: 'sections',
          include: ['remotes/*/src/**/*.page.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit-setup.ts', 'tests/sections/realtime.ts'],
          globalSetup: ['tests/sections/start-backend.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
