import { expect, test } from '@playwright/test';
import { openAs } from './support.ts';

// On a phone the bottom bar holds at most five items, all on screen: four areas and "Meer".
test.use({ viewport: { width: 375, height: 740 } });

test('the bottom bar shows five items that fit the screen; the rest are under "Meer", which marks the current page', async ({
  page,
}) => {
  await openAs(page, 'lid', '/sponsors');
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const items = bar.locator(':scope > ul > li:visible');
  await expect(items).toHaveCount(5);
  for (const box of await items.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
  }
  const more = bar.getByText('Meer', { exact: false });
  await expect(more).toContainText('huidige pagina');

  await more.click();
  const menu = bar.getByRole('list').last();
  await expect(menu.getByRole('link', { name: 'Sponsors' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(bar.locator('details')).not.toHaveAttribute('open'); // closed after the navigation
  await expect(bar.getByRole('link', { name: 'Account' })).toBeHidden();
});

test('section tabs stay one row that scrolls on its own, with the current tab in view; the page never scrolls sideways', async ({
  page,
}) => {
  await openAs(page, 'lid', '/media/tjassi');
  const tabs = page.getByRole('navigation', { name: 'Menu Media' });
  await expect(tabs).toBeVisible();
  const tops = await tabs
    .getByRole('listitem')
    .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
  expect(tops).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The last tab is the current page: the row was scrolled to it.
  await expect(tabs.getByRole('link', { name: 'Tjassi' })).toBeInViewport({ ratio: 1 });
  await tabs.getByRole('link', { name: 'Overzicht' }).scrollIntoViewIfNeeded();
  for (const name of ['Overzicht', 'Fotoalbums']) await expect(tabs.getByRole('link', { name })).toBeInViewport();
  await tabs.getByRole('link', { name: 'Fotoalbums' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fotoalbums' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Fotoalbums' })).toBeInViewport({ ratio: 1 });
});
