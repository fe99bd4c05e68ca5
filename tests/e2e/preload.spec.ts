import { expect, test } from '@playwright/test';
import { links, liveSection, liveSections, logIn, openAs } from './support.ts';

const MEMBER_COOKIE = { Cookie: 'pb_auth=x' };

test("a member's page request names the code of its section for preloading, and every named file exists", async ({
  request,
}) => {
  const events = await liveSection('events');
  const named = links((await request.get('/evenementen/abc/signups', { headers: MEMBER_COOKIE })).headers()['link']);
  const base = events.entry.slice(0, events.entry.lastIndexOf('/') + 1);
  expect(named).toContainEqual({ url: '/remotes.json', params: 'rel=preload; as=fetch; crossorigin' });
  expect(named).toContainEqual({ url: events.entry, params: 'rel=preload; as=fetch; crossorigin' });
  // The section's code at low priority (the shell's own code is needed first), and its styles.
  // Fetched, not parsed: a module parsed before the page's import map keeps a resolution error.
  expect(named).toContainEqual({
    url: `${base}section.js`,
    params: 'rel=preload; as=script; crossorigin; fetchpriority=low',
  });
  expect(named.filter((link) => link.params.includes('modulepreload'))).toEqual([]);
  expect(
    named.filter(
      (link) => /\/assets\/section-[\w-]+\.css$/.test(link.url) && link.params === 'rel=preload; as=style; crossorigin',
    ),
  ).toHaveLength(1);
  for (const link of named) expect((await request.get(link.url)).status(), link.url).toBe(200);
});

test('the start page "/" preloads the section it redirects to', async ({ page }) => {
  await logIn(page, 'lid');
  await page.goto('about:blank');
  const response = await page.goto('/');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  const landed = new URL(page.url()).pathname;
  const section = (await liveSections()).find(
    (entry) => landed === entry.prefix || landed.startsWith(`${entry.prefix}/`),
  )!;
  expect(links(response?.headers()['link'])).toContainEqual({
    url: section.entry,
    params: 'rel=preload; as=fetch; crossorigin',
  });
});

test('no preloads for visitors (they go to the login page) nor for pages of the shell', async ({ request }) => {
  expect((await request.get('/evenementen')).headers()['link']).toBeUndefined();
  expect((await request.get('/account', { headers: MEMBER_COOKIE })).headers()['link']).toBeUndefined();
  expect((await request.get('/evenementenarchief', { headers: MEMBER_COOKIE })).headers()['link']).toBeUndefined();
});

test('the shell takes the preloaded registry, manifest and section code instead of fetching them again', async ({
  page,
}) => {
  await logIn(page, 'lid');
  await page.goto('about:blank'); // no late requests of the page the login landed on
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  const events = await liveSection('events');
  const count = (path: string) => requested.filter((requestedPath) => requestedPath === path).length;
  expect(count('/remotes.json')).toBe(1);
  expect(count(events.entry)).toBe(1);
  expect(count(events.entry.replace('mf-manifest.json', 'section.js'))).toBe(1);
  expect(requested.filter((path) => /\/assets\/section-[\w-]+\.css$/.test(path))).toHaveLength(1);
  const files = requested.filter((path) => !path.startsWith('/api/'));
  expect(
    files.filter((path, index) => files.indexOf(path) !== index),
    'files fetched twice',
  ).toEqual([]);
});

test('pointing at a section in the menu starts loading its code before the click', async ({ page }) => {
  await openAs(page, 'lid', '/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  const sport = await liveSection('sport');
  const entryRequested = page.waitForRequest((request) => new URL(request.url()).pathname === sport.entry);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Sport' }).hover();
  await entryRequested;
  await expect(page).toHaveURL(/\/evenementen$/);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Sport' }).click();
  await expect(page).toHaveTitle('Uitslagen - Tjas');
});
