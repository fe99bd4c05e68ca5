import { expect, test } from '@playwright/test';
import { apiGet, apiSend, apiToken, committeeId, farFuture, memberIdOf, openAs } from './support.ts';

interface EventItem {
  id: string;
  title: string;
  start: string;
  capacity: number;
  questions: unknown[] | null;
  signup_deadline: string;
}
interface List<T> {
  items: T[];
  totalItems: number;
}

test('the events list shows PocketBase events, upcoming first (soonest on top), the past ones on their tab', async ({
  page,
}) => {
  const token = await apiToken('lid');
  const upcoming = await apiGet<List<EventItem>>(
    `/collections/events/records?perPage=30&sort=start&filter=${encodeURIComponent('start >= @now || end >= @now')}`,
    token,
  );
  const past = await apiGet<List<EventItem>>(
    `/collections/events/records?perPage=30&sort=-start&filter=${encodeURIComponent('start < @now && (end = "" || end < @now)')}`,
    token,
  );
  expect(upcoming.items.length).toBeGreaterThan(0);
  expect(past.items.length).toBeGreaterThan(0);

  await openAs(page, 'lid', '/evenementen');
  await expect(page).toHaveTitle('Evenementen - Tjas');
  // Other tests add events two years ahead; the demo events come first.
  // The events' titles (the upcoming list's group headings are one level up).
  const firstTitles = async (testId: string) => {
    const headings = page.getByTestId(testId).getByRole('heading', { level: 3 });
    await expect(headings.first()).toBeVisible();
    return (await headings.allTextContents()).slice(0, 5);
  };
  expect(await firstTitles('events-upcoming')).toEqual(upcoming.items.slice(0, 5).map((event) => event.title));
  await page.getByRole('link', { name: 'Afgelopen', exact: true }).click();
  await expect(page).toHaveURL(/\/evenementen\?tab=afgelopen$/);
  expect(await firstTitles('events-past')).toEqual(past.items.slice(0, 5).map((event) => event.title));
});

test('an event page shows its details; a member signs up, appears in the list, and signs out', async ({ page }) => {
  const token = await apiToken('jesse.bakker');
  // The last demo event on the list's first page without a limit, questions or deadline. Other
  // tests add events at the same time, a year and more ahead: they could push one of theirs off
  // the first page, never a demo event (those start within about two months). It starts a day
  // ahead at least, so sign-up is open throughout.
  const firstPage = (
    await apiGet<List<EventItem>>(
      `/collections/events/records?perPage=30&sort=start&filter=${encodeURIComponent('ends >= @now')}`,
      token,
    )
  ).items;
  const day = 24 * 3_600_000;
  const demo = (item: EventItem) => {
    const start = new Date(item.start.replace(' ', 'T')).getTime();
    return start > Date.now() + day && start < Date.now() + 90 * day;
  };
  const event = firstPage
    .filter((item) => demo(item) && !item.capacity && !item.questions && !item.signup_deadline)
    .at(-1);
  expect(event).toBeDefined();
  // Start from "not signed up", whatever the demo data put there.
  const mine = await apiGet<List<{ id: string }>>(
    `/collections/signups/records?filter=${encodeURIComponent(`event = "${event!.id}" && user = "${memberIdOf(token)}"`)}`,
    token,
  );
  for (const signup of mine.items) await apiSend('DELETE', `/collections/signups/records/${signup.id}`, token);

  await openAs(page, 'jesse.bakker', '/evenementen');
  await page.getByRole('link', { name: event!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/evenementen/${event!.id}$`));
  await expect(page.getByRole('heading', { name: event!.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${event!.title} - Tjas`);

  const places = page.getByTestId('places');
  const before = Number(/^(\d+)/.exec((await places.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByTestId('signup-state')).toHaveText('Je bent aangemeld.');
  await expect(places).toHaveText(`${before + 1} aangemeld`);

  await page.getByRole('link', { name: /Bekijk wie er komen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/evenementen/${event!.id}/signups$`));
  await expect(page).toHaveTitle('Aanmeldingen - Tjas');
  await expect(page.getByTestId('signup-list')).toContainText('Jesse Bakker');
  // Each with their face (#32): no photo, so their initials beside the name.
  const jesse = page.getByTestId('signup-list').getByRole('listitem').filter({ hasText: 'Jesse Bakker' });
  await expect(jesse.locator('[data-initials]')).toHaveAttribute('data-initials', 'JB');

  await page.getByRole('link', { name: `← ${event!.title}` }).click();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await page.getByRole('dialog', { name: 'Afmelden?' }).getByRole('button', { name: 'Ja, afmelden' }).click();
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await expect(places).toHaveText(`${before} aangemeld`);
});

test('the upcoming list pages on without a total and names each organiser', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await apiToken('activiteiten');
  const organiser = await committeeId('Activiteitencommissie', token);
  // More than a page, after every other test's events (those are about two years ahead).
  await Promise.all(
    Array.from({ length: 31 }, (_, index) =>
      apiSend('POST', '/collections/events/records', token, {
        title: `Pagineertest ${index + 1}`,
        start: farFuture(1201 + index),
        organiser,
      }),
    ),
  );
  await openAs(page, 'lid', '/evenementen');
  const upcoming = page.getByTestId('events-upcoming');
  const pager = page.getByRole('navigation', { name: "Pagina's van komende evenementen" });
  await expect(upcoming.getByTestId('event-card').first()).toBeVisible();
  await expect(pager.getByText('Pagina 1', { exact: true })).toBeVisible();
  const last = upcoming.getByTestId('event-card').filter({ hasText: 'Pagineertest 31' });
  for (let pageNumber = 2; pageNumber <= 10 && !(await last.isVisible()); pageNumber++) {
    await pager.getByRole('button', { name: 'Volgende' }).click();
    await expect(pager.getByText(`Pagina ${pageNumber}`, { exact: true })).toBeVisible();
  }
  await expect(last).toContainText('Organisatie: Activiteitencommissie');
  // The last event is on the last page: there is nothing further to go to.
  const next = pager.getByRole('button', { name: 'Volgende' });
  if (await next.isEnabled()) {
    await next.click();
    await expect(page.getByText('Er zijn geen verdere items.')).toBeVisible();
  }
  await expect(next).toBeDisabled();
});
