import { expect, test, type Page } from '@playwright/test';
import { openAs, waitForContent } from './support.ts';

// Screenshots of key pages at phone and desktop width in both themes, compared with the
// committed baselines (`pnpm test:e2e --update-snapshots` after an intended visual change).
const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

async function snap(page: Page, name: string): Promise<void> {
  await waitForContent(page);
  // The demo dates are relative to the day the data was loaded: show one fixed date instead,
  // so neither the text nor the layout around it changes from day to day.
  await page.locator('time').evaluateAll((elements) => {
    for (const element of elements) element.textContent = 'za 7 feb 2026, 19:30';
  });
  // The event cards' date tiles too (#32).
  await page.getByTestId('date-tile').evaluateAll((tiles) => {
    for (const tile of tiles) {
      tile.children[0]!.textContent = '7';
      tile.children[1]!.textContent = 'feb';
    }
  });
  await expect(page).toHaveScreenshot(`${name}.png`);
}

for (const width of WIDTHS) {
  for (const scheme of SCHEMES) {
    test.describe(`${width}px ${scheme}`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme: scheme });

      test('login page', async ({ page }) => {
        await page.goto('/login');
        await snap(page, `login-${width}-${scheme}`);
      });

      test('events, account and 404', async ({ page }) => {
        // The events list groups by the member's week, so which group a demo event falls in
        // depends on the weekday: the page's clock is set to noon (UTC) two days after the
        // demo's day, the day of its first upcoming event, which makes the groups the same
        // every day (that event this week, the one a week later next week, the rest later).
        const demoDay = new Date();
        demoDay.setUTCHours(12, 0, 0, 0);
        await page.clock.setFixedTime(new Date(demoDay.getTime() + 2 * 86_400_000));
        await openAs(page, 'lid', '/evenementen');
        await snap(page, `events-${width}-${scheme}`);
        await page.goto('/account');
        await snap(page, `account-${width}-${scheme}`);
        await page.goto('/bestaat-niet');
        await snap(page, `not-found-${width}-${scheme}`);
      });
    });
  }
}
