import { expect, test } from '@playwright/test';
import { PHONE, seriousViolationsInEveryLook } from './axe.ts';
import { memberPageGroups, memberPageIds, memberPagePath, type MemberPageIds } from './member-pages.ts';
import { brokenWords, sidewaysProblems } from './phone-checks.ts';
import { logIn, waitForContent } from './support.ts';

// Every page a logged-in member reaches, loaded once on a phone and checked there and in the three
// other looks: axe (WCAG 2.0-2.2 A/AA and best practices) at 375 and 1280 px in the light and the
// dark theme, and on the phone nothing scrolls sideways and no word breaks inside itself. One load
// instead of four keeps the walk affordable.

let ids: MemberPageIds;
test.beforeAll(async () => {
  ids = await memberPageIds();
});

test.use({ viewport: PHONE, colorScheme: 'light' });

// In groups, so they spread over the workers.
for (const [index, group] of memberPageGroups().entries()) {
  test(`every page of a logged-in member passes axe at 375 and 1280 px in both themes and fits a phone (${index + 1}: ${group[0]} …)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, 'lid');
    const faults: string[] = [];
    for (const path of group) {
      await page.goto(memberPagePath(path, ids));
      await waitForContent(page);
      for (const problem of await sidewaysProblems(page)) faults.push(`${path} (375 px): ${problem}`);
      for (const word of await brokenWords(page)) faults.push(`${path} (375 px): “${word}” is afgebroken`);
      faults.push(...(await seriousViolationsInEveryLook(page, path)));
    }
    if (index === 0) {
      await page.getByTestId('current-user').click();
      await expect(page.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
      faults.push(...(await seriousViolationsInEveryLook(page, 'accountmenu open')));
    }
    expect(faults, 'toegankelijkheidsfouten, en pagina’s die niet op een telefoon passen').toEqual([]);
  });
}
