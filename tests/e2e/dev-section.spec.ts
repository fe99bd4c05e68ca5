import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInOnDevServer, sharedWithShell } from './support.ts';

// `pnpm dev:section sport`: the whole site, with sport from its source and hot module
// replacement, against a running site (here the end-to-end server).
const DEV_URL = 'http://127.0.0.1:5199';
const SOURCE = 'remotes/sport/src/features/sport/components/results-page.tsx';
const TEXT = 'Wedstrijduitslagen van onze leden.';
/** The dev server's output with vite's HMR and optimiser decisions, for when a reload happens. */
const VITE_LOG = 'test-results/dev-section-vite.log';
let server: ChildProcess | undefined;
let original = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  original = await readFile(SOURCE, 'utf8');
  // A dev server left over from an aborted run would be tested instead of this one.
  expect(
    await fetch(DEV_URL).then(
      () => true,
      () => false,
    ),
    `poort van ${DEV_URL} is bezet`,
  ).toBe(false);
  mkdirSync('test-results', { recursive: true });
  const log = openSync(VITE_LOG, 'w');
  server = spawn('node_modules/.bin/tsx', ['shell/build/dev-section-cli.ts', 'sport', '--port', '5199'], {
    // NODE_ENV=production as a volunteer's terminal may have it, and as this worker has after any
    // in-process vite build (plain-mf-host): it once turned every edit into a page reload.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TJAS_BACKEND: 'http://127.0.0.1:8097',
      DEBUG: 'vite:hmr,vite:deps',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log); // the server has its own copy
  await expect
    .poll(
      () =>
        fetch(DEV_URL).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 45_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await writeFile(SOURCE, original);
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('an edit to a section\u2019s component shows in the open page within 2 s without losing the session', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // What explains a reload: the page's loads and vite's messages in the browser console.
  const events: string[] = [];
  const started = Date.now();
  const note = (event: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${event}`);
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`laadt ${frame.url()}`));
  page.on('console', (message) => message.text().includes('[vite]') && note(message.text()));

  await logInOnDevServer(page, DEV_URL);
  await page.goto(`${DEV_URL}/sport/uitslagen`);
  await expect(page.getByText(TEXT)).toBeVisible({ timeout: 30_000 });
  // The section from source runs on the shell's one React, session store and UI kit; the other
  // sections come as released.
  expect(await sharedWithShell(page, 'sport')).toEqual({ react: true, store: true, ui: true });
  const registry = (await (await page.request.get(`${DEV_URL}/remotes.json`)).json()) as {
    sections: { name: string; version: string }[];
  };
  expect(registry.sections.find((section) => section.name === 'sport')?.version).toBe('dev');
  expect(registry.sections.find((section) => section.name === 'events')?.version).not.toBe('dev');

  // A cold dev server may still reload the page once when it has optimised its dependencies;
  // wait until the page stays (what a volunteer has after the first load), then edit.
  const marked = () =>
    page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true).catch(() => false);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(TEXT)).toBeVisible({ timeout: 30_000 });
    await page
      .evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true))
      .catch(() => undefined);
    await page.waitForTimeout(1500);
    if (await marked()) break;
  }
  expect(await marked(), 'de pagina bleef herladen').toBe(true);
  note('wijziging');
  const edited = Date.now();
  await writeFile(SOURCE, original.replace(TEXT, 'Live bewerkt: de uitslagen.'));
  await expect(page.getByText('Live bewerkt: de uitslagen.')).toBeVisible({ timeout: 5_000 });
  const seconds = (Date.now() - edited) / 1000;
  console.log(`Wijziging zichtbaar na ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(2);
  // A hot update, not a reload: what a volunteer typed elsewhere on the page stays.
  if (!(await marked())) {
    const viteLog = (await readFile(VITE_LOG, 'utf8'))
      .split('\n')
      .filter((line) => /sport|reload|invalidate/.test(line));
    console.log(
      ['De pagina herlaadde bij de wijziging.', ...events, `Regels van ${VITE_LOG}:`, ...viteLog.slice(-60)].join('\n'),
    );
  }
  expect(await marked(), 'de pagina herlaadde in plaats van een hot update').toBe(true);
  await expect(page.getByTestId('current-user')).toBeVisible();

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Evenementen' }).click();
  await expect(page.getByTestId('events-upcoming')).toBeVisible({ timeout: 30_000 });
});
