import { expect, test } from '@playwright/test';
import { logIn } from './support.ts';

test('pages carry a Content-Security-Policy and other security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/evenementen']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('same-origin');
  }
});

test('the site runs under its own policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await logIn(page, 'lid');
  await page.goto('/evenementen');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  await page.getByRole('link', { name: 'Account' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await page.goto('/account/mijn-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  expect(violations).toEqual([]);
});
