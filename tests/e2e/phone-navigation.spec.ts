import { expect, test } from '@playwright/test';
import { logIn } from './support.ts';

// On a phone the bottom bar holds at most five items, all on screen: four areas and "Meer".
test.use({ viewport: { width: 375, height: 740 } });

test('the bottom bar shows five items that fit the screen; the rest are under "Meer", which marks the current page', async ({
  page,
}) => {
  await logIn(page, 'lid');
  await page.goto('/sponsors');
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

test('section tabs wrap instead of scrolling sideways', async ({ page }) => {
  await logIn(page, 'lid');
  await page.goto('/media/fotoalbums');
  const tabs = page.getByRole('navigation', { name: 'Menu Media' });
  await expect(tabs).toBeVisible();
  expect(await tabs.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const name of ['Overzicht', 'Fotoalbums', 'Nieuwskanalen', 'Tjaslied', 'Tjassi'])
    await expect(tabs.getByRole('link', { name })).toBeInViewport();
});
