import type {} from '@tjas/federation/singleton-probe';
import { expect, test } from '@playwright/test';
import { firstEventId } from './member-pages.ts';
import { sidewaysProblems } from './phone-checks.ts';
import { logIn, openAs, waitForContent } from './support.ts';

// The phone layout beyond what the walk over every member page checks (member-page-walk.spec.ts):
// label/value lists stacked, toasts above the bottom bar, and the bar and tab rows at 320 px.

let eventId = '';
test.beforeAll(async () => {
  eventId = await firstEventId();
});

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the event page and the board stack their labels above the values', async ({ page }) => {
    await logIn(page, 'lid');
    for (const path of [`/evenementen/${eventId}`, '/bestuur/huidig']) {
      await page.goto(path);
      await waitForContent(page);
      const list = page.locator('main dl').first();
      const [term, value] = await Promise.all([
        list.locator('dt').first().boundingBox(),
        list.locator('dd').first().boundingBox(),
      ]);
      expect(value!.y, path).toBeGreaterThanOrEqual(term!.y + term!.height - 1);
    }
  });

  test('a toast sits above the bottom bar, and a new one replaces the old', async ({ page }) => {
    await openAs(page, 'lid', '/evenementen');
    await waitForContent(page);
    // The toasts of every app come from the one shared UI kit: its showToast, as the shell recorded it.
    await page.evaluate(() => {
      const showToast = window.__TJAS_APPS__!['shell']!.ui as (message: string) => number;
      showToast('Eerste melding');
      showToast('Tweede melding');
    });
    const toasts = page.getByRole('list', { name: 'Meldingen' }).locator('li');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Tweede melding');
    const toast = (await toasts.boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox())!;
    expect(toast.y + toast.height).toBeLessThanOrEqual(bar.y);
  });
});

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the bottom bar and the tab rows fit the screen', async ({ page }) => {
    await logIn(page, 'lid');
    for (const path of ['/evenementen', '/tjas-actief', '/media/fotoalbums', '/sponsors']) {
      await page.goto(path);
      await waitForContent(page);
      expect(await sidewaysProblems(page), path).toEqual([]);
    }
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).locator(':scope > ul > li:visible')).toHaveCount(
      5,
    );
  });
});
