import { expect, test, type Page } from '@playwright/test';
import { openAs, waitForContent } from './support.ts';

// The first paint without JavaScript (#33, shell/build/first-paint-plugin.ts): a member sees the
// logged-in header at once, drawn by the page's HTML and stylesheet, where and as large as the
// real one that replaces it; a visitor, whose first page is the login page, does not.

const FIRST_PAINT = '.tj-first-paint-header';

/** `path` as it looks before any of the site's JavaScript has arrived. */
async function withoutScripts(page: Page, path: string): Promise<void> {
  await page.route(/\/(assets|sections)\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
}

for (const width of [375, 1280]) {
  test(`a member's page shows the header before its scripts, in the real header's place at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAs(page, 'lid', '/evenementen');
    await waitForContent(page);
    const real = (await page.getByRole('banner').boundingBox())!;

    // The page's own policy applies: the inline script that recognises a member must be allowed.
    await withoutScripts(page, '/evenementen');
    const drawn = page.locator(FIRST_PAINT);
    await expect(drawn).toBeVisible();
    await expect(drawn).toHaveText('Tjas');
    const box = (await drawn.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(box[side], side).toBeCloseTo(real[side], 0);
    const colours = await drawn.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colours).not.toBe('rgba(0, 0, 0, 0)');
  });
}

test('a visitor without a session sees no member header before the login page', async ({ page }) => {
  await withoutScripts(page, '/evenementen');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator(FIRST_PAINT)).toBeHidden();
});

test('the real header replaces the drawn one: one banner, none left over', async ({ page }) => {
  await openAs(page, 'lid', '/evenementen');
  await waitForContent(page);
  await expect(page.locator('.tj-first-paint')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
});
