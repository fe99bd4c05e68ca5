import { defineConfig } from 'vitest/config';

// Two tiers run by vitest: unit tests next to the code (jsdom), and integration tests under
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
          environment: 'jsdom',
          setupFiles: ['tests/unit-setup.ts'],
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
