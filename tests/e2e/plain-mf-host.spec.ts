import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { expect, test } from '@playwright/test';
import { build } from 'vite';
import { serveBuiltHost } from './static-host.ts';
import { API, DEMO_PASSWORD, liveSection, openAs, sharedWithShell } from './support.ts';

// Every section is real Module Federation too: beside the import-map build members load, its
// release holds a standard remote (mf/remoteEntry.js, mf/mf-manifest.json). A host built with
// nothing but @module-federation/runtime loads it from the site and renders one of its routes
// with the site's session.
const HOST_DIR = resolve('.tmp/e2e/plain-mf-host');
const HOST_URL = 'http://127.0.0.1:8094';
const SITE = API.replace(/\/api$/, '');
let stop: (() => Promise<void>) | undefined;

// One host server for both tests.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve('tests/fixtures/plain-mf-host'),
    plugins: [react()],
    build: { target: 'es2022', outDir: HOST_DIR, emptyOutDir: true },
  });
  stop = await serveBuiltHost(HOST_DIR, HOST_URL);
});

test.afterAll(() => stop?.());

test('a plain Module Federation runtime host renders a released section with the site\u2019s session', async ({
  page,
}) => {
  const login = await (
    await fetch(`${API}/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: 'lid', password: DEMO_PASSWORD }),
    })
  ).json();
  // The session as the site keeps it (local storage), on the host's own origin.
  await page.addInitScript((auth) => window.localStorage.setItem('pocketbase_auth', JSON.stringify(auth)), {
    token: login.token,
    record: login.record,
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const sport = await liveSection('sport');
  const manifest = `${SITE}/sections/sport/${sport.version}/mf/mf-manifest.json`;
  await page.goto(
    `${HOST_URL}/?manifest=${encodeURIComponent(manifest)}&api=${encodeURIComponent(SITE)}&route=uitslagen`,
  );
  await expect(page.getByTestId('host-user')).toHaveText('lid');
  await expect(page.getByText('Wedstrijduitslagen van onze leden.'), problems.join('\n')).toBeVisible({
    timeout: 20_000,
  });
  // The section runs on the host's React, session store and UI kit (shared at run time).
  expect(await sharedWithShell(page, 'sport')).toEqual({ react: true, store: true, ui: true });
});

test('members never load the standard remote: their pages use the import map', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openAs(page, 'lid', '/sport/uitslagen');
  await expect(page.getByText('Wedstrijduitslagen van onze leden.')).toBeVisible();
  expect(requested.filter((path) => path.includes('/mf/'))).toEqual([]);
});
