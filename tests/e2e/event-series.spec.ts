import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { apiGet, apiSend, apiToken, committeeId, farFuture, openAs } from './support.ts';

// Series and training availability (#34, as Spond): an organiser makes a weekly training series
// in the event form, each week an event of its own at the same Amsterdam time across the clock
// change, changes it from one week on, and copies a week; a member answers "Kan niet" with a
// reason and the organisers see it. The events lie years ahead (after the demo events) and are
// deleted at the end.

// The organisers type Amsterdam times, as they would.
test.use({ timezoneId: 'Europe/Amsterdam' });

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

test('an organiser makes a weekly training series in the form, less a skipped week, across the clock change; changes all weeks from the first; copies one', async ({
  page,
}) => {
  // The Tuesday before the last Sunday of March two years ahead: the clocks go forward after it.
  const year = new Date().getUTCFullYear() + 2;
  const lastSunday = new Date(Date.UTC(year, 3, 0, 12));
  lastSunday.setUTCDate(lastSunday.getUTCDate() - lastSunday.getUTCDay());
  const tuesday = lastSunday.getTime() - 5 * 86_400_000;
  const first = tuesday - 7 * 86_400_000;
  const title = `IJstraining ${Date.now()}`;

  await openAs(page, 'sport', '/evenementen/nieuw');
  await page.getByLabel('Naam').fill(title);
  await page.getByLabel('Begint').fill(`${day(first)}T19:30`);
  await page.getByLabel('Waar').fill('IJsbaan Jaap Eden');
  await page.getByRole('checkbox', { name: /Herhalen als reeks/ }).check();
  await page.getByLabel('Hoe vaak').selectOption('1');
  await page.getByLabel('Laatste dag').fill(day(tuesday + 14 * 86_400_000));
  const weeks = page.getByRole('group', { name: /Welke keren/ });
  await expect(weeks.getByRole('checkbox')).toHaveCount(4);
  // The week of the exams does not go on.
  await weeks.getByRole('checkbox').nth(1).uncheck();
  await expect(weeks).toHaveAccessibleName(/3 van 4/);
  await expectNoSeriousViolations(page, 'het formulier met een reeks');
  await page.getByRole('checkbox', { name: /Training: leden geven door of ze komen/ }).check();
  await page.getByRole('button', { name: 'Reeks aanmaken' }).click();
  await expect(page.getByText('De reeks staat erin: 3 keer.')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kom je?' })).toBeVisible();

  // The page lists the weeks of the series.
  await expect(page.getByRole('list', { name: 'De komende keren van deze reeks' }).getByRole('listitem')).toHaveCount(
    3,
  );

  // A new place from the first week on: the change goes to every week.
  await page.getByRole('button', { name: 'Bewerken' }).click();
  await page.getByLabel('Waar').fill('Thialf');
  await page.getByRole('radio', { name: /Deze en alle volgende keren/ }).check();
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText('Het evenement is opgeslagen.')).toBeVisible();

  const token = await apiToken('sport');
  const withTitle = (name: string) => encodeURIComponent(`title = "${name}"`);
  type Listed = { id: string; start: string; series: string; training: boolean; location: string };
  const { items } = await apiGet<{ items: Listed[] }>(
    `/collections/events/records?filter=${withTitle(title)}&sort=start`,
    token,
  );
  const copyTitle = `${title} extra`;
  try {
    expect(items.map((event) => event.location)).toEqual(['Thialf', 'Thialf', 'Thialf']);

    // "Kopiëren": the day first, then the form filled from the week, every time on that day.
    const copyDay = day(first + 35 * 86_400_000);
    await page.getByRole('button', { name: 'Kopiëren' }).click();
    await page.getByLabel('Dag van de kopie').fill(copyDay);
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page.getByLabel('Naam')).toHaveValue(title);
    await expect(page.getByLabel('Waar')).toHaveValue('Thialf');
    await expect(page.getByLabel('Begint')).toHaveValue(`${copyDay}T19:30`);
    await page.getByLabel('Naam').fill(copyTitle);
    await page.getByRole('button', { name: 'Evenement aanmaken' }).click();
    await expect(page.getByRole('heading', { name: copyTitle })).toBeVisible();
    const copy = (
      await apiGet<{ items: Listed[] }>(`/collections/events/records?filter=${withTitle(copyTitle)}`, token)
    ).items[0]!;
    expect(copy).toMatchObject({ start: `${copyDay} 17:30:00.000Z`, location: 'Thialf', training: true, series: '' });

    // 19:30 in Amsterdam every week: 18:30 UTC in winter, 17:30 UTC after the clocks went forward.
    expect(items.map((event) => event.start)).toEqual([
      `${day(first)} 18:30:00.000Z`,
      `${day(tuesday + 7 * 86_400_000)} 17:30:00.000Z`,
      `${day(tuesday + 14 * 86_400_000)} 17:30:00.000Z`,
    ]);
    expect(new Set(items.map((event) => event.series)).size).toBe(1);
    expect(items.every((event) => event.training)).toBe(true);
  } finally {
    const copies = await apiGet<{ items: Listed[] }>(
      `/collections/events/records?filter=${withTitle(copyTitle)}`,
      token,
    );
    for (const event of [...items, ...copies.items])
      await apiSend('DELETE', `/collections/events/records/${event.id}`, token);
  }
});

test('a member answers "Kan niet" with a reason, and the organisers see it under "Kan niet"', async ({ browser }) => {
  const organiser = await apiToken('sport');
  const title = `Training ${Date.now()}`;
  const event = await apiSend<{ id: string }>('POST', '/collections/events/records', organiser, {
    title,
    start: farFuture(3),
    location: 'IJsbaan Jaap Eden',
    organiser: await committeeId('Sportcommissie', organiser),
    training: true,
  });
  try {
    const member = await (await browser.newContext()).newPage();
    await openAs(member, 'lid', `/evenementen/${event.id}`);
    const answer = member.getByRole('region', { name: 'Kom je?' });
    await answer.getByRole('button', { name: 'Kan niet' }).click();
    await answer.getByLabel('Reden (niet verplicht)').fill('Tentamen de volgende ochtend');
    await answer.getByRole('button', { name: 'Doorgeven dat ik niet kan' }).click();
    await expect(answer.getByTestId('my-availability')).toHaveText(
      'Je hebt doorgegeven: Kan niet (Tentamen de volgende ochtend).',
    );

    const page = await (await browser.newContext()).newPage();
    await openAs(page, 'sport', `/evenementen/${event.id}`);
    const overview = page.getByRole('region', { name: 'Wie komen er?' });
    await expect(overview.getByTestId('availability-kan-niet')).toContainText(
      'Lotte de Lid: Tentamen de volgende ochtend',
    );
    await expect(overview.getByTestId('availability-geen-reactie')).not.toContainText('Lotte de Lid');
    await expect(overview.getByTestId('availability-geen-reactie')).toContainText('Sem Sporters');
    await expectNoSeriousViolations(page, 'training, de organisatie');
  } finally {
    await apiSend('DELETE', `/collections/events/records/${event.id}`, organiser);
  }
});
