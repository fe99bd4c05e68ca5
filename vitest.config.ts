import { defineConfig } from 'vitest/config';

// Three tiers run by vitest: unit tests next to the code; section page tests next to the pages
// (*.page.test.tsx, jsdom against a real PocketBase); integration tests under tests/integration
// that start a real PocketBase in a temporary folder. End-to-end tests are Playwright's (tests/e2e).
//
// Unit tests run under Node; only a file that needs a DOM gets jsdom (one per worker, shared by its
// DOM files): every `*.test.tsx`, and a `*.dom.test.ts` for a DOM test without JSX. A DOM test
// named `*.test.ts` fails loudly under Node (document/window is not defined). `pnpm test:unit`
// runs both projects.
//
// vitest gives one worker on 2 cores (cores - 1); the unit files use both. Projects that run
// together (`groupOrder`) must agree on maxWorkers, so each tier has its own group and `vitest run`
// without --project runs them one after another.
const unit = { maxWorkers: 2, sequence: { groupOrder: 0 } };
const unitRoots = ['packages/*/src', 'shell/src', 'shell/build', 'remotes/*/src', 'tests/unit'];
const notUnit = ['**/node_modules/**', '**/*.page.test.tsx'];

const integration = {
  environment: 'node',
  // A worker imports the support modules, the SDK and the backend's helpers once for all its files
  // (each file still gets its own servers): 357 -> 314-324 CPU-s and 207 -> 181-186 s for the integration
  // project alone. What a support module keeps is kept per server (collection-fixtures.ts), and the
  // files pass in any order (--sequence.shuffle.files).
  isolate: false,
  globalSetup: ['tests/integration/support/prepare-test-data.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};
const integrationAlone = [
  // It adds a section under remotes/ for a while, which other files' builds and globs would meet.
  // (new-section.test.ts writes its section into a folder of its own under .tmp/, beside the others.)
  'release-build-failures',
  // It fills a small disk of its own to the last byte while members use the site.
  'full-disk',
  // Its load test compares ordinary requests' times with and without the worst allowed filters
  // beside them: with other files on the two cores the ratio measures them instead (2.2x once).
  'filter-guards',
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          ...unit,
          include: unitRoots.map((root) => `${root}/**/*.test.ts`),
          exclude: [...notUnit, '**/*.dom.test.ts'],
          environment: 'node',
          // These files share a worker's modules (15 s -> 5 s on 2 cores): they test plain
          // functions; a file that changes a global (vi.stubGlobal, fake timers) undoes it in
          // afterEach.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-dom',
          ...unit,
          include: unitRoots.map((root) => `${root}/**/*.{test.tsx,dom.test.ts}`),
          exclude: notUnit,
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (33 s -> 5 s wall, 59 -> 9 CPU-s alone):
          // tests/unit-setup.ts empties the page, storage, stubs and module registry after each
          // file, so a file still meets a fresh page and fresh modules (checked with
          // --sequence.shuffle.files).
          isolate: false,
          setupFiles: ['tests/unit-setup.ts'],
        },
      },
      {
        // Section pages rendered in jsdom against a real PocketBase with the demo data
        // (renderSection from @tjas/federation/testing); one server for all, started once.
        test: {
          name: 'sections',
          sequence: { groupOrder: 1 },
          include: ['remotes/*/src/**/*.page.test.tsx'],
          environment: 'jsdom',
          // One jsdom per worker, reset after each file by tests/unit-setup.ts as for the unit DOM
          // files: 38-40 -> 25-27 s and 49-52 -> 30-32 CPU-s alone (checked with --sequence.shuffle.files).
          isolate: false,
          setupFiles: ['tests/unit-setup.ts', 'tests/sections/realtime.ts', 'tests/sections/server-waits.ts'],
          globalSetup: ['tests/sections/start-backend.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Three files at a time on two cores (much of an integration file is waiting on its server,
        // a token expiry or a schedule): each starts its own PocketBase on its own port and folder.
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: integrationAlone,
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
          ...integration,
        },
      },
      {
        // Then, one at a time, the file that changes the repository's sections (adds one under
        // remotes/ for a while) and those that fill a disk or time requests. (A whole site, Caddy
        // without its admin port, a scheduled backup, a restore, a restart, or a build into a folder
        // of its own: each on its own ports and folders, beside the others.)
        test: {
          name: 'integration-alone',
          include: integrationAlone,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
          ...integration,
        },
      },
    ],
  },
});
