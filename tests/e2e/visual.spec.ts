import { expect, test, type Page } from '@playwright/test';
import { logIn, waitForContent } from './support.ts';

// Screenshots of key pages at phone and desktop width in both themes, compared with the
// committed baselines (`pnpm test:e2e --update-snapshots` after an intended visual change).
const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

async function snap(page: Page, name: string): Promise<void> {
  await waitForContent(page);
  // Dates are relative to the day the demo data was loaded: hide them, keep the layout.
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: [page.locator('time')] });
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
        await logIn(page, 'lid');
        await page.goto('/evenementen');
        await snap(page, `events-${width}-${scheme}`);
        await page.goto('/account');
        await snap(page, `account-${width}-${scheme}`);
        await page.goto('/bestaat-niet');
        await snap(page, `not-found-${width}-${scheme}`);
      });
    });
  }
}
