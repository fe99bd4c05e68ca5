import { expect, test } from '@playwright/test';
import { openAs } from './support.ts';

// An album's first photo is the largest paint of its page on a phone (#33). The page's answer
// names it in its Link header, with a file token of the member, and hands the page that token in
// a cookie (pb_hooks/lib/first-photo-preload.js): the browser fetches the photo beside the
// shell's code, and the grid shows it without asking for a token and loading the photo after.

const PHOTO_LINK = /<([^>]+)>; rel=preload; as=image; fetchpriority=high/;

test("an album's page preloads its first photo, before the album's photos are asked for", async ({ page }) => {
  await openAs(page, 'lid@tjas.example', '/media/fotoalbums');
  const album = await page
    .getByRole('link', { name: /Clubkampioenschappen/ })
    .first()
    .getAttribute('href');
  expect(album).toMatch(/^\/media\/fotoalbums\/[a-z0-9]{15}$/);
  // Counted from the album page's own load on: the list of albums asks for a token of its own.
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/files/token')) tokenRequests.push(request.url());
  });
  const response = (await page.goto(album!))!;
  const first = page.getByRole('list', { name: 'Foto’s' }).locator('img').first();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);

  const link = PHOTO_LINK.exec((await response.allHeaders())['link'] ?? '');
  expect(link, 'Link header with the first photo').not.toBeNull();
  const src = new URL((await first.getAttribute('src'))!, page.url());
  expect(link![1]).toBe(src.pathname + src.search);
  // The page took the token its answer handed it, and asked for none.
  expect(tokenRequests).toEqual([]);

  // The browser took the photo from the preload: its request started before the photos were asked for.
  const starts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
  );
  const photo = starts.filter((entry) => entry.name === src.href);
  const list = starts.find((entry) => entry.name.includes('/api/collections/photos/records'));
  expect(photo.length, JSON.stringify(starts.map((entry) => entry.name))).toBe(1);
  expect(list).toBeTruthy();
  expect(photo[0]!.start).toBeLessThan(list!.start);
});
