import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs, waitForContent } from './support.ts';

// The first paint without JavaScript (#33, shell/build/first-paint-plugin.ts): a member sees the
// logged-in header at once, drawn by the page's HTML and stylesheet, where, as large and as
// coloured as the real one that replaces it; a visitor, whose first page is the login page, does not.

const DRAWN = '.tj-first-paint .tj-site-header';

/** `path` as it looks before any of the site's JavaScript has arrived. */
async function withoutScripts(page: Page, path: string): Promise<void> {
  await page.route(/\/(assets|sections)\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
}

/** What a member sees of a header and of its brand (crest and name). */
async function looks(header: Locator, brand: Locator) {
  const style = (element: Locator, properties: string[]) =>
    element.evaluate((node, names) => names.map((name) => getComputedStyle(node).getPropertyValue(name)), properties);
  return {
    box: await header.boundingBox(),
    header: await style(header, ['background-color', 'color', 'padding', 'position']),
    brand: await style(brand, ['font-family', 'font-size', 'font-weight', 'letter-spacing', 'gap']),
    brandBox: await brand.boundingBox(),
  };
}

for (const width of [375, 1280]) {
  test(`a member's page shows the header before its scripts, as the real header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAs(page, 'lid', '/evenementen');
    await waitForContent(page);
    const banner = page.getByRole('banner');
    const real = await looks(banner, banner.getByRole('link', { name: 'Tjas', exact: true }));

    // The page's own policy applies: the inline script that recognises a member must be allowed.
    await withoutScripts(page, '/evenementen');
    const drawn = page.locator(DRAWN);
    await expect(drawn).toBeVisible();
    await expect(drawn).toHaveText('Tjas');
    expect(await looks(drawn, drawn.locator('.tj-site-brand'))).toEqual(real);
  });
}

test('a visitor without a session sees no member header before the login page', async ({ page }) => {
  await withoutScripts(page, '/evenementen');
  await expect(page.locator(DRAWN)).toHaveCount(1);
  await expect(page.locator(DRAWN)).toBeHidden();
});

test('the real header replaces the drawn one: one banner, none left over', async ({ page }) => {
  await openAs(page, 'lid', '/evenementen');
  await waitForContent(page);
  await expect(page.locator('.tj-first-paint')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
});
