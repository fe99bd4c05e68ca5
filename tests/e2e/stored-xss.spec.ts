import { expect, test } from '@playwright/test';
import { adminToken, apiSend, apiToken, committeeId, openAs } from './support.ts';

// What members type is shown as text, wherever it appears: markup in a name, a description or a
// submission never runs. (Rich text in news posts is sanitised; see media.spec.ts.)
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

test('markup stored in sponsors, submissions and interest forms is shown as text and never runs', async ({ page }) => {
  const admin = await adminToken();
  const name = `Sponsor ${Date.now()} ${PAYLOAD}`;
  await apiSend('POST', '/collections/sponsors/records', admin, {
    name,
    tier: 'brons',
    description: `Omschrijving ${PAYLOAD}`,
  });
  const member = await apiToken('eva.bos@tjas.example');
  await apiSend('POST', '/collections/committee_interest/records', member, {
    committees: [await committeeId('Redactie', admin)],
    motivation: `Ik wil meedoen ${PAYLOAD}`,
  });

  await openAs(page, 'redactie@tjas.example', '/sponsors');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`Omschrijving ${PAYLOAD}`)).toBeVisible();
  await page.goto('/tjas-actief/commissie-interesse');
  await expect(page.getByText(`Ik wil meedoen ${PAYLOAD}`)).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
});
