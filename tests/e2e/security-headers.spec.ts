import { createHash } from 'node:crypto';
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

test('the policy allows the page\'s inline import map by its hash, and no other inline script', async ({ request }) => {
  const response = await request.get('/evenementen');
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[0]);
  expect(inline).toHaveLength(1);
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(map!).imports.react).toMatch(/^\/assets\/shared\/react-[\w-]+\.js$/);
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy']!)?.[1]?.split(' ');
  expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(map!).digest('base64')}'`]);
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
