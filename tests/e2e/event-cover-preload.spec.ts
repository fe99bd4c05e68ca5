import { expect, test } from '@playwright/test';
import { openAs } from './support.ts';

// The first event card's cover is the largest paint of /evenementen on a phone (#32). The page's
// answer names it in its Link header for a member (pb_hooks/lib/first-cover-preload.js), so the
// browser fetches it beside the shell's code instead of after the events API: not for a visitor
// or a forged session, who may not know which event is next.

const COVER_LINK = /<([^>]+)>; rel=preload; as=image; fetchpriority=high/;

test("a member's events list preloads the first card's cover, before the events API is asked", async ({ page }) => {
  await openAs(page, 'lid', '/evenementen');
  // The login wrote the session cookie; the page's answer now knows the member.
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'pb_auth')).toBe(true);
  const response = (await page.reload())!;
  const first = page.getByTestId('events-upcoming').getByTestId('event-card').first().locator('img');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);

  const link = COVER_LINK.exec((await response.allHeaders())['link'] ?? '');
  expect(link, 'Link header with the cover').not.toBeNull();
  const src = new URL((await first.getAttribute('src'))!, page.url());
  expect(link![1]).toBe(src.pathname + src.search);

  // The browser took it from the preload: its request started before the list was asked for.
  const starts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
  );
  const cover = starts.find((entry) => entry.name === src.href);
  const list = starts.find((entry) => entry.name.includes('/api/collections/event_cards/records'));
  expect(cover && list, JSON.stringify(starts.map((entry) => entry.name))).toBeTruthy();
  expect(cover!.start).toBeLessThan(list!.start);
});

test('a visitor or a forged session gets no cover in the Link header', async ({ request }) => {
  for (const cookie of [
    '',
    `pb_auth=${encodeURIComponent(JSON.stringify({ token: 'niet.echt.token', record: {} }))}`,
  ]) {
    const response = await request.get('/evenementen', { headers: cookie ? { Cookie: cookie } : {} });
    expect(response.status()).toBe(200);
    expect(response.headers()['link'] ?? '').not.toMatch(COVER_LINK);
  }
});
