import { expect, test } from '@playwright/test';
import { countLocaleUses, localeUses } from './locale-uses.ts';
import { memberPageGroups, memberPageIds, memberPagePath, type MemberPageIds } from './member-pages.ts';
import { trackRequests } from './quiet-network.ts';
import { apiGet, apiToken, logIn, waitForContent } from './support.ts';

// A member's pages write their dates, times, amounts and orders without the browser's locale
// data (issue #33: the first Intl object of a page is 40-110 ms of main thread on a slow phone).

test("a priced upcoming event's page, opened cold, shows its date, time and price without locale data", async ({
  browser,
  page,
}) => {
  const token = await apiToken('lid');
  const filter = encodeURIComponent('price > 0 && start > @now');
  const priced = await apiGet<{ items: { id: string }[] }>(
    `/collections/events/records?perPage=1&sort=start&filter=${filter}`,
    token,
  );
  expect(priced.items, 'een betaald evenement in de demodata').toHaveLength(1);
  await logIn(page, 'lid');
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  await countLocaleUses(cold);
  const member = await cold.newPage();
  const network = trackRequests(member);
  await member.goto('/evenementen');
  await expect(member.getByTestId('events-upcoming').getByTestId('event-card').first()).toBeVisible();
  expect(await network.quiet()).toEqual([]);
  expect(await localeUses(member), 'de lijst').toEqual([]);
  await member.goto(`/evenementen/${priced.items[0]!.id}`);
  await expect(member.getByText(/€\u00a0\d/).first()).toBeVisible();
  await expect(member.getByText(/\d{1,2} \w{3} \d{4}, \d\d:\d\d/).first()).toBeVisible();
  // Its lazy parts (the organisers' messages) too.
  expect(await network.quiet()).toEqual([]);
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
    const network = trackRequests(page);
    const found: string[] = [];
    for (const path of group) {
      await page.goto(memberPagePath(path, ids));
      await waitForContent(page);
      expect(await network.quiet(), path).toEqual([]);
      for (const use of new Set(await localeUses(page))) found.push(`${path}: ${use}`);
    }
    expect(found).toEqual([]);
  });
}
