import { expect, test } from '@playwright/test';
import { countLocaleUses, localeUses } from './locale-uses.ts';
import { memberPageGroups, memberPageIds, memberPagePath, type MemberPageIds } from './member-pages.ts';
import { logIn, waitForContent } from './support.ts';

// A member's pages write their dates, times, amounts and orders without the browser's locale
// data (issue #33: the first Intl object of a page is 40-110 ms of main thread on a slow phone).

test("a priced event's page, opened cold from the list, shows its date, time and price without locale data", async ({
  browser,
  page,
}) => {
  await logIn(page, 'lid');
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  await countLocaleUses(cold);
  const member = await cold.newPage();
  await member.goto('/evenementen');
  await expect(member.getByTestId('events-upcoming').getByTestId('event-card').first()).toBeVisible();
  expect(await localeUses(member), 'de lijst').toEqual([]);
  const priced = member.getByTestId('event-card').filter({ hasText: '€' }).first();
  await expect(priced).toBeVisible();
  await member.goto(new URL((await priced.getByRole('link').first().getAttribute('href'))!, member.url()).href);
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member.getByText(/€\u00a0\d/).first()).toBeVisible();
  await expect(member.getByText(/\d{1,2} \w{3} \d{4}, \d\d:\d\d/).first()).toBeVisible();
  expect(await localeUses(member), 'de pagina van een evenement').toEqual([]);
  await cold.close();
});

let ids: MemberPageIds;
test.beforeAll(async () => {
  ids = await memberPageIds();
});

for (const [index, group] of memberPageGroups().entries()) {
  test(`every page of a logged-in member loads without locale data (${index + 1}: ${group[0]} …)`, async ({ page }) => {
    await countLocaleUses(page.context());
    await logIn(page, 'lid');
    const found: string[] = [];
    for (const path of group) {
      await page.goto(memberPagePath(path, ids));
      await waitForContent(page);
      await page.waitForLoadState('networkidle');
      for (const use of new Set(await localeUses(page))) found.push(`${path}: ${use}`);
    }
    expect(found).toEqual([]);
  });
}
