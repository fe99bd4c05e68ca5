import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL, launchOptions } from './tests/e2e/chromium.ts';

// End-to-end tests run in Debian's Chromium (its headless shell: tests/e2e/chromium.ts) against
// the built site, served with the API by a real PocketBase on its own port and an empty database
// loaded with the demo data.
export const E2E_PORT = 8097;
export const E2E_MAIL_PORT = 8027;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** Tests that change what the whole site does while they run, or need the browser to themselves. */
const ALONE = /(releases|mail-outage|dev-section|own-react|service-worker)\.spec\.ts/;
/**
 * Layout shifts on a throttled phone: timing-sensitive, so not beside the busy site tests, but its
 * four page groups load side by side: a phone slowed 4x mostly waits (for its CPU share and its
 * slow network), so four of them keep the two cores about as busy as two site tests do.
 */
const LAYOUT = /layout-shift\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  // After every test: no request was answered with a 5xx (tests/e2e/server-errors.ts).
  globalTeardown: './tests/e2e/server-errors.ts',
  fullyParallel: true,
  // The projects set their own below: three site tests at a time keep the two cores busy while
  // one of them waits (a mail, a timer, the server): the whole suite took 244 / 261 s against
  // 270 / 284 s with two, alternating (docs/testing.md).
  workers: 4,
  forbidOnly: !!process.env['CI'],
  // A failed test runs once more, recording its trace (below), and fails the run either way: a
  // test that passes on its second try is reported as flaky, which is a failure here.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Baselines are made on this machine kind (Debian's Chromium headless shell and its fonts), as CI runs.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL,
    // A failed test leaves a screenshot of its end, and its second try a trace (actions, DOM
    // snapshots, network). Only the retry records one: recording a trace for every test and
    // keeping it for the few that fail cost ~16% of the tier's CPU, its screencast ~20% more
    // (five and six specs, CPU per process: docs/testing.md).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    // The site's service worker (/sw.js) is tested in service-worker.spec.ts, which allows it. Elsewhere
    // it is blocked: a worker answers hashed files from its cache and pages through its own fetch,
    // which page.route no longer sees (reload.spec.ts fails code chunks that way); every test's
    // context is new, so its first load is the same either way.
    serviceWorkers: 'block',
    launchOptions: launchOptions(HEADLESS_SHELL),
  },
  projects: [
    { name: 'site', testIgnore: [ALONE, LAYOUT], workers: 3 },
    { name: 'layout', testMatch: LAYOUT, dependencies: ['site'], workers: 4 },
    // Releases and rollbacks change what every page loads, the mail outage the site's mail
    // settings, and live development edits a section's source and times its hot update: they
    // run alone, after the rest. So does the service worker's spec: Chromium applies the network
    // emulation and delivers pushes to its worker asynchronously, and beside the busy site tests
    // each failed once in a CI run (a logout that got the offline page, a push not shown in 10 s).
    { name: 'alone', testMatch: ALONE, dependencies: ['layout'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    command: 'tsx tests/e2e/prepare-site.ts && tsx packages/backend/src/start.ts',
    // Ready once the demo data is loaded, which happens after PocketBase answers its health check.
    wait: { stdout: /Demo-logins/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      // Made new for every run by tests/e2e/prepare-site.ts (the start's PB_RESET would not hash cheaply).
      PB_DATA_DIR: '.tmp/e2e/pb_data',
      // The tests run the hooks the server started with, whatever is edited meanwhile.
      TJAS_WATCH_HOOKS: 'false',
      SITE_DIR: '.tmp/e2e/site',
      SMTP_PORT: '2527',
      MAIL_HTTP_PORT: String(E2E_MAIL_PORT),
      // Every test logs in from 127.0.0.1; the limit itself is tested in tests/integration/auth-hardening.test.ts.
      LOGINS_PER_MINUTE: '1000',
      // releases.spec.ts releases a section to this server under another name.
      TJAS_SECTION_ORIGINS: 'http://localhost:8097',
    },
  },
});
