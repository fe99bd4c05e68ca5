import { expect, test } from '@playwright/test';
import { seriousViolationsInEveryLook } from './axe.ts';
import { brokenWords, sidewaysProblems } from './phone-checks.ts';
import { apiGet, apiToken, memberIdOf, openAs, waitForContent } from './support.ts';

// A skater's own times at /sport/mijn-uitslagen (#34). The demo's Lotte de Lid skates on five
// distances over three seasons, a 500 m at every race. Other tests add results for her (sport.spec.ts
// adds a 1500 m), so what the page must show is read from the API, not written down here.

interface Result {
  time: number;
}

function raceTime(hundredths: number): string {
  const seconds = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return seconds >= 60
    ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')},${fraction}`
    : `${seconds},${fraction}`;
}

async function ownSprints(): Promise<Result[]> {
  const token = await apiToken('lid');
  const filter = encodeURIComponent(`skater = "${memberIdOf(token)}" && distance = 500`);
  return (await apiGet<{ items: Result[] }>(`/collections/results/records?perPage=200&filter=${filter}`, token)).items;
}

test('a skater reaches their times in two taps and sees each distance’s record and progress', async ({ page }) => {
  await openAs(page, 'lid@tjas.example', '/sport');
  // From the results page, a link at its top.
  await page
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1, name: 'Uitslagen' }) })
    .getByRole('link', { name: 'Mijn uitslagen' })
    .click();
  await expect(page).toHaveURL(/\/sport\/mijn-uitslagen$/);
  await expect(page).toHaveTitle('Mijn uitslagen - Tjas');
  await waitForContent(page);
  // And from the section's tabs.
  await page.getByRole('navigation', { name: /Sport/ }).getByRole('link', { name: 'Uitslagen', exact: true }).click();
  await page.getByRole('navigation', { name: /Sport/ }).getByRole('link', { name: 'Mijn uitslagen' }).click();
  await expect(page).toHaveURL(/\/sport\/mijn-uitslagen$/);

  const sprints = await ownSprints();
  expect(sprints.length).toBeGreaterThanOrEqual(10);
  const best = raceTime(Math.min(...sprints.map((result) => result.time)));
  const sprint = page.getByRole('region', { name: '500 m', exact: true });
  await expect(sprint.getByText(/^Persoonlijk record:/)).toContainText(best);
  // Every 500 m in the table, one marked as the record: the row with the lowest time.
  const rows = sprint.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(sprints.length);
  const record = rows.filter({ has: page.getByTitle('Persoonlijk record') });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(best);
  // The chart: one dot per race, and the same in words.
  const chart = sprint.getByRole('img', { name: new RegExp(`^500 m: ${sprints.length} tijden van `) });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(new RegExp(`persoonlijk record ${best} `));
  await expect(chart.locator('circle')).toHaveCount(sprints.length);
  // Distances in order, each with its own record.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['500 m', '1 km', '1500 m', '3 km', '5 km']);
  await expect(page.getByText(/^Persoonlijk record:/)).toHaveCount(5);
});

test('on a phone the page and its charts fit the screen, and axe finds nothing in either theme', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAs(page, 'lid@tjas.example', '/sport/mijn-uitslagen');
  await waitForContent(page);
  const chart = page.getByTestId('progress-chart').first();
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await sidewaysProblems(page)).toEqual([]);
  expect(await brokenWords(page)).toEqual([]);
  // The page walk (member-page-walk.spec.ts) checks it too; here it fails on this page alone.
  expect(await seriousViolationsInEveryLook(page, '/sport/mijn-uitslagen')).toEqual([]);
});

test('a member without results reads that their times will come here', async ({ page }) => {
  await openAs(page, 'trainer@tjas.example', '/sport/mijn-uitslagen');
  await expect(page.getByText(/^Je hebt nog geen uitslagen\. Zodra de Sportcommissie/)).toBeVisible();
  await expect(page.getByTestId('progress-chart')).toHaveCount(0);
});
