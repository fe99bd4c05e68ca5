import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploySection, rollbackSection } from '@tjas/deploy/section-deployer';
import { readRegistry } from '@tjas/deploy/registry-file';
import { expect, test } from '@playwright/test';
import { buildSkewedEvents } from '../fixtures/skewed-section.ts';
import { API, links, logIn, sharedWithShell } from './support.ts';

// Runs after every other end-to-end test (project "deploy"), one test at a time in this one
// file: each test switches what the whole site serves.
const SITE = '.tmp/e2e/site';
const OLD_TEXT = 'Meld je aan voor trainingen, wedstrijden en activiteiten.';
const NEW_TEXT = 'Nieuwe versie: meld je aan!';
/** The e2e server under another name: another origin for the browser. */
const OTHER_ORIGIN = 'http://localhost:8097';

/** A section package folder whose dist/ is the built section (as `pnpm build` made it), with the intro text changed. */
async function changedBuild(text: string): Promise<string> {
  const current = (await readRegistry('.site')).sections.find((section) => section.name === 'events')!;
  const dir = await mkdtemp(join(tmpdir(), 'tjas-section-'));
  await cp('remotes/events/package.json', join(dir, 'package.json'));
  await cp(join(SITE, 'sections/events', current.version), join(dir, 'dist'), { recursive: true });
  for (const file of await readdir(join(dir, 'dist'), { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const path = join(dir, 'dist', file);
    const code = await readFile(path, 'utf8');
    if (code.includes(OLD_TEXT)) await writeFile(path, code.replace(OLD_TEXT, text));
  }
  return dir;
}

test('a new version of one section goes live without a shell rebuild or restart, and rolls back', async ({ page }) => {
  await logIn(page, 'lid');
  await page.goto('/evenementen');
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
  const before = (await readRegistry(SITE)).sections.find((section) => section.name === 'events')!;
  const shellIndex = await (await page.request.get('/')).text();

  const deployed = await deploySection({ siteDir: SITE, sectionDir: await changedBuild(NEW_TEXT) });
  expect(deployed.version).not.toBe(before.version);
  await page.reload();
  await expect(page.getByText(NEW_TEXT)).toBeVisible();
  expect(await (await page.request.get('/')).text()).toBe(shellIndex); // the shell is untouched
  // The old version stays available for pages that still run it.
  expect((await page.request.get(before.entry)).status()).toBe(200);
  const headers = (await page.request.get('/remotes.json')).headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect((await page.request.get(deployed.entry)).headers()['cache-control']).toBe('no-cache');
  const module = deployed.entry.replace('mf-manifest.json', 'section.js');
  expect((await page.request.get(module)).headers()['cache-control']).toBe('no-cache');
  // Content-hashed files never change: cached for a year.
  const asset = (await readdir(join(SITE, 'sections/events', deployed.version, 'assets'))).find((file) => file.startsWith('section-'));
  const assetHeaders = (await page.request.get(`/sections/events/${deployed.version}/assets/${asset}`)).headers();
  expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetHeaders['access-control-allow-origin']).toBe('*');

  await rollbackSection(SITE, 'events');
  await page.reload();
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
});

test('a page loaded while deploys happen never mixes two versions of a section', async ({ page }) => {
  const builds = [await changedBuild('Versie A: meld je aan.'), await changedBuild('Versie B: meld je aan.')];
  await logIn(page, 'lid');
  // Both versions on disk before the first load: from then on every deploy is a registry switch.
  for (const build of builds) await deploySection({ siteDir: SITE, sectionDir: build });
  let deploying = true;
  const deployer = (async () => {
    for (let round = 0; deploying && round < 200; round++) {
      await deploySection({ siteDir: SITE, sectionDir: builds[round % 2]! });
    }
  })();
  try {
    for (let load = 0; load < 6; load++) {
      await page.goto('about:blank'); // no late requests of the previous page
      const requested: string[] = [];
      const listener = (request: { url(): string }) => requested.push(new URL(request.url()).pathname);
      page.on('request', listener);
      const registry = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
      const pageResponse = await page.goto('/evenementen');
      const seen = ((await (await registry).json()) as { sections: { name: string; version: string }[] }).sections;
      await expect(page.getByText(/Versie [AB]: meld je aan\./)).toBeVisible();
      page.off('request', listener);
      // The page's preloads name the version deployed when the page was asked for; a deploy a
      // moment later makes them unused, never run. Everything else is the registry's version.
      const preloaded = new Set(links(pageResponse?.headers()['link']).map((link) => link.url));
      const versions = new Set(
        requested.filter((path) => !preloaded.has(path)).flatMap((path) => /\/sections\/events\/([^/]+)\//.exec(path)?.[1] ?? []),
      );
      const current = seen.find((section) => section.name === 'events')!.version;
      expect([...versions].filter((version) => version !== current), 'één versie per geladen pagina, die van het register').toEqual([]);
      expect(requested).toContain(`/sections/events/${current}/section.js`);
    }
  } finally {
    deploying = false;
    await deployer;
  }
});

test('a section built against older compatible shared versions still mounts with one React and one store', async ({ page }) => {
  test.setTimeout(90_000);
  const dir = await buildSkewedEvents({
    react: { version: '19.0.0' },
    'react-dom': { version: '19.0.0' },
  });
  await deploySection({ siteDir: SITE, sectionDir: dir });
  await logIn(page, 'lid');
  await page.goto('/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  expect(await sharedWithShell(page, 'events')).toEqual({ react: true, store: true, ui: true });
});

test('a section that requires an incompatible shared version is refused with a clear message', async ({ page }) => {
  test.setTimeout(90_000);
  const dir = await buildSkewedEvents({ react: { requiredVersion: '^18.2.0', strictVersion: true } });
  await deploySection({ siteDir: SITE, sectionDir: dir });
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await logIn(page, 'lid');
  await page.goto('/evenementen');
  const alert = page.getByRole('alert').filter({ hasText: 'Evenementen is nu niet beschikbaar' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('past niet bij de site');
  expect(console.join('\n')).toMatch(/react/i);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});

test('a section deployed on another origin loads from there: CORS headers and the CSP allow it', async ({ page }) => {
  const entry = await deploySection({ siteDir: SITE, sectionDir: await changedBuild('Van de andere origin: meld je aan.'), origin: OTHER_ORIGIN });
  expect(entry.entry.startsWith(`${OTHER_ORIGIN}/sections/events/`)).toBe(true);
  await logIn(page, 'lid');
  await page.goto('about:blank'); // no late requests of the page the login landed on
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/sections/')) origins.add(new URL(request.url()).origin);
  });
  const response = await page.goto('/evenementen');
  expect(response?.headers()['content-security-policy']).toContain(`script-src ${new URL(API).host}/assets/ ${new URL(API).host}/sections/ ${OTHER_ORIGIN}`);
  await expect(page.getByText('Van de andere origin: meld je aan.')).toBeVisible();
  expect([...origins]).toEqual([OTHER_ORIGIN]);
});

test('a section on another origin that sends no CORS headers fails inside its section only', async ({ page }) => {
  // A plain static server for the site's files, on its own port, without CORS headers.
  const server = createServer(async (request, response) => {
    try {
      const path = join(SITE, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.css') ? 'text/css' : 'application/json';
      response.writeHead(200, { 'Content-Type': type }).end(await readFile(path));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(8096, '127.0.0.1', resolve));
  try {
    await deploySection({ siteDir: SITE, sectionDir: await changedBuild('Zonder CORS.'), origin: 'http://127.0.0.1:8096' });
    await logIn(page, 'lid');
    await page.goto('/evenementen');
    await expect(page.getByRole('alert').filter({ hasText: 'Evenementen is nu niet beschikbaar' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
