import { expect, test } from '@playwright/test';
import { apiGet, apiToken, DEMO_PASSWORD, memberIdOf, tabTo } from './support.ts';

test('keyboard only: log in, go to events, sign up for an event, log out', async ({ page }) => {
  // An upcoming event this member has not signed up for yet.
  const member = 'lars.de.groot';
  const token = await apiToken(member);
  const mine = await apiGet<{ items: { event: string }[] }>(
    `/collections/signups/records?perPage=200&filter=${encodeURIComponent(`user = "${memberIdOf(token)}"`)}`,
    token,
  );
  const upcoming = await apiGet<{ items: { id: string; title: string }[] }>(
    `/collections/events/records?perPage=30&sort=start&filter=${encodeURIComponent('start >= @now')}`,
    token,
  );
  const event = upcoming.items.find((candidate) => !mine.items.some((signup) => signup.event === candidate.id));
  expect(event).toBeDefined();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await tabTo(page, page.getByLabel('E-mailadres of gebruikersnaam'));
  await page.keyboard.type(member);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);

  await tabTo(page, page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Evenementen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/evenementen$/);
  // The focus goes to the new page's heading, not back to the top of the document.
  await expect(page.getByRole('heading', { level: 1, name: 'Evenementen' })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: event!.title }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Aanmelden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signup-state')).toHaveText('Je bent aangemeld.');

  await tabTo(page, page.getByTestId('current-user'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Uitloggen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('the skip link jumps over the navigation to the content', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres of gebruikersnaam').fill('lid');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-user')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#inhoud$/);
  await expect(page.locator('main')).toBeFocused();
});
