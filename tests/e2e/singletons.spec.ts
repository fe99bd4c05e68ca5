import type {} from '@tjas/federation/singleton-probe';
import { expect, test } from '@playwright/test';
import { openAs, sharedWithShell } from './support.ts';

test('the shell and the events section share one React, one session store and one UI kit', async ({ page }) => {
  await openAs(page, 'lid', '/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(window.__TJAS_APPS__ ?? {}).sort())).toEqual(['events', 'shell']);
  expect(await sharedWithShell(page, 'events')).toEqual({ react: true, store: true, ui: true });
});

test('the section is loaded from its versioned folder through the registry', async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sections/')) entries.push(new URL(request.url()).pathname);
  });
  await openAs(page, 'lid', '/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  const registry = (await (await page.request.get('/remotes.json')).json()) as {
    sections: { name: string; entry: string }[];
  };
  const events = registry.sections.find((section) => section.name === 'events');
  // The registry names the section's federation manifest; its module sits next to it.
  expect(events?.entry).toMatch(/^\/sections\/events\/[\w.-]+\/mf-manifest\.json$/);
  expect(entries).toContain(events!.entry);
  expect(entries).toContain(events!.entry.replace('mf-manifest.json', 'section.js'));
});
