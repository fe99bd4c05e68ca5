import { expect, test } from '@playwright/test';
import { trackRequests } from './quiet-network.ts';
import { apiGet, apiToken, openAs } from './support.ts';

// An event's cover on its page is the page's largest paint on a phone, and its bytes are what
// that paint waits for (issue #33): each screen loads the one thumb it needs, once. A screen that
// draws it at most 640 device pixels wide takes the card's thumb (a third of the bytes, often
// cached from the list); a sharper or wider one the 1280 px one (remotes/events/.../event-cover.tsx).
// Lighthouse's phone (412 px at 1.75x) needs 665 and takes the larger.

const SCREENS = [
  { label: 'a plain phone (360 px, 1.5x)', width: 360, height: 740, scale: 1.5, thumb: 640 },
  { label: 'a phone as Lighthouse emulates it (412 px, 1.75x)', width: 412, height: 823, scale: 1.75, thumb: 1280 },
  { label: 'a laptop (1280 px, 1x)', width: 1280, height: 800, scale: 1, thumb: 1280 },
];

for (const screen of SCREENS) {
  test(`on ${screen.label} an event's page loads its cover's ${screen.thumb} px thumb, and only that`, async ({
    browser,
  }) => {
    const token = await apiToken('lid');
    const { items } = await apiGet<{ items: { id: string; cover: string }[] }>(
      `/collections/events/records?filter=${encodeURIComponent('title = "Kerstdiner"')}`,
      token,
    );
    const event = items[0]!;
    expect(event.cover).not.toBe('');
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.scale,
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/${event.id}/${event.cover}`)) fetched.push(new URL(request.url()).search);
    });
    const network = trackRequests(page);
    await openAs(page, 'lid', `/evenementen/${event.id}`);

    const cover = page.getByTestId('event-cover');
    // (With a srcset its natural width is the drawn one, so the address says which thumb came.)
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const thumb = `?thumb=${screen.thumb}x${(screen.thumb * 9) / 16}`;
    expect(await cover.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).search)).toBe(thumb);
    // Once the page is done: no second thumb came later either.
    expect(await network.quiet({ timeoutMs: 10_000 })).toEqual([]);
    expect(fetched).toEqual([thumb]);
    // Drawn as wide as the page's column, in its 16:9 box, whichever thumb came.
    const box = (await cover.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.min(screen.width, 1024) - 32);
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    await context.close();
  });
}
