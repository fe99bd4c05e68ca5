import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, PHONE } from './axe.ts';
import { brokenWords, sidewaysProblems } from './phone-checks.ts';
import { adminToken, API, apiSend, apiToken, committeeId, farFuture, openAs } from './support.ts';

// The events list as members know it from Spond (#32): date tiles, cover pictures from
// PocketBase's thumbs, status pills, the weeks' groups and the past tab, the calendar
// subscription on top, and signing up and off from a card with the event page's dialog.

interface Item {
  id: string;
  title: string;
  cover: string;
}

test('the list shows date tiles, cover thumbs, pills and the weeks, the past on its tab, the webcal link on top', async ({
  page,
}) => {
  const thumbs: { url: string; status: number; type: string }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('thumb=640x360'))
      thumbs.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? '' });
  });
  await openAs(page, 'lid', '/evenementen');
  const list = page.getByTestId('events-upcoming');
  const cards = list.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();

  // Grouped by the member's weeks; the demo has events months ahead, so "Later" is always there.
  const groups = await list.getByRole('heading', { level: 2 }).allTextContents();
  expect(['Deze week', 'Volgende week', 'Later'].filter((name) => groups.includes(name))).toEqual(groups);
  expect(groups).toContain('Later');

  // Every card has its date tile: the day and the short Dutch month.
  const tiles = await list.getByTestId('date-tile').allTextContents();
  expect(tiles.length).toBe(await cards.count());
  for (const tile of tiles) expect(tile).toMatch(/^\d{1,2}(jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)$/);

  // The first card's picture is PocketBase's 16:9 thumb, loaded, in a box of that shape.
  const first = cards.first().locator('img');
  await expect(first).toHaveAttribute('src', /\/api\/files\/\w+\/\w+\/[^?]+\?thumb=640x360$/);
  // It is the largest paint on a phone: fetched before the other pictures, which wait until near.
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(list.locator('img').last()).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
  const box = (await first.boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  expect(thumbs.length).toBeGreaterThan(0);
  expect(thumbs.every((thumb) => thumb.status === 200 && thumb.type.startsWith('image/'))).toBe(true);

  // Pills in the words members know.
  const pills = await list.getByTestId('event-pill').allTextContents();
  expect(pills.length).toBeGreaterThan(0);
  for (const pill of pills)
    expect(pill).toMatch(/^(Aangemeld|Wachtlijst( · plek \d+)?|Vol|Nog 1 plek|Nog \d+ plekken|Geannuleerd|Training)$/);

  // The calendar subscription sits above the list, as a webcal:// link once asked for.
  await page.getByRole('button', { name: 'Zet mijn evenementen in mijn agenda' }).click();
  const subscribe = page.getByRole('link', { name: 'Abonneer in je agenda-app' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/api\/tjas\/agenda\/\w+\.ics$/);
  expect((await subscribe.boundingBox())!.y).toBeLessThan((await cards.first().boundingBox())!.y);

  // The past events have their own tab and address; a reload keeps it.
  await page.getByRole('link', { name: 'Afgelopen', exact: true }).click();
  await expect(page).toHaveURL(/\/evenementen\?tab=afgelopen$/);
  await expect(page.getByTestId('events-past').getByTestId('event-card').first()).toBeVisible();
  await expect(list).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('events-past').getByTestId('event-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Afgelopen', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a member signs up and off from the list in one tap, with the sign-off dialog, and the event page agrees', async ({
  page,
}) => {
  const admin = await adminToken();
  const organiser = await committeeId('Activiteitencommissie', admin);
  // A month ahead: on the list's first page, after the demo's first events.
  const event = await apiSend<Item>('POST', '/collections/events/records', admin, {
    title: `Kaartentest ijsbaan ${Date.now()}`,
    start: farFuture(-700),
    organiser,
    capacity: 5,
  });
  await openAs(page, 'lid', '/evenementen');
  const card = page.getByTestId('events-upcoming').getByTestId('event-card').filter({ hasText: event.title });
  await expect(card.getByTestId('event-pill')).toHaveText('Nog 5 plekken');
  // Without a picture, the card has its organiser's colour and no image.
  await expect(card.locator('img')).toHaveCount(0);

  await card.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(card.getByTestId('event-pill')).toHaveText('Aangemeld');
  await expect(page.getByRole('status').filter({ hasText: 'Je bent aangemeld.' })).toBeVisible();
  await expect(card.getByTestId('event-status')).toContainText('Nog 4 van 5 plaatsen vrij');

  await card.getByRole('link', { name: event.title }).click();
  await expect(page.getByTestId('signup-state')).toHaveText('Je bent aangemeld.');
  await page.goBack();

  await card.getByRole('button', { name: 'Afmelden' }).click();
  const asking = page.getByRole('dialog', { name: 'Afmelden?' });
  await expect(asking).toContainText('Je kunt je later opnieuw aanmelden zolang de inschrijving open is.');
  await asking.getByRole('button', { name: 'Ja, afmelden' }).click();
  await expect(card.getByTestId('event-pill')).toHaveText('Nog 5 plekken');
  await expect(card.getByRole('button', { name: 'Aanmelden' })).toBeVisible();

  await card.getByRole('link', { name: event.title }).click();
  // The list's own buttons are named so too, and the router draws the new page after it changes
  // the address: wait for the event's own heading first.
  await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByTestId('signup-state')).toHaveCount(0);
});

test('an organiser adds a cover picture; a wrong file gets a Dutch error, in the form and from the server', async ({
  page,
}) => {
  await openAs(page, 'activiteiten', '/evenementen/nieuw');
  const title = `Omslagtest ${Date.now()}`;
  await page.getByLabel('Naam').fill(title);
  await page.getByLabel('Begint').fill(farFuture(-690).slice(0, 16));
  const cover = page.getByLabel('Omslagfoto (optioneel)');
  await cover.setInputFiles({ name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') });
  await page.getByRole('button', { name: 'Evenement aanmaken' }).click();
  await expect(page.getByText('De omslagfoto moet een JPG, PNG of WebP zijn.')).toBeVisible();
  await expect(cover).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/evenementen\/nieuw$/);

  // A real picture (16 by 9 pixels, made for this test) is saved with the event, and its card shows the thumb.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAYAAAA7KqwyAAAAJ0lEQVR4AaXBAQEAIAyAME4a0xnRaj4E25z7PoFEEkkkkUQSSSTRAl+WAmVEo8RuAAAAAElFTkSuQmCC',
    'base64',
  );
  await cover.setInputFiles({ name: 'ijsbaan.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Evenement aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = /\/evenementen\/(\w+)$/.exec(page.url())![1]!;
  const token = await apiToken('activiteiten');
  const saved = (await (
    await fetch(`${API}/collections/events/records/${id}`, { headers: { Authorization: token } })
  ).json()) as Item;
  expect(saved.cover).toMatch(/^ijsbaan_\w+\.png$/);

  // The server refuses what is not a picture too, whatever the browser did.
  const form = new FormData();
  form.set('cover', new Blob(['geen foto'], { type: 'text/plain' }), 'notities.txt');
  const refused = await fetch(`${API}/collections/events/records/${id}`, {
    method: 'PATCH',
    headers: { Authorization: token },
    body: form,
  });
  expect(refused.status).toBe(400);
});

test('the cards, the opened calendar subscription and the past tab pass axe in every look and fit a phone', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAs(page, 'lid', '/evenementen');
  await expect(page.getByTestId('events-upcoming').getByTestId('event-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Zet mijn evenementen in mijn agenda' }).click();
  await expect(page.getByRole('link', { name: 'Abonneer in je agenda-app' })).toBeVisible();
  await expectNoSeriousViolations(page, '/evenementen met agenda-link');
  expect(await sidewaysProblems(page)).toEqual([]);
  expect(await brokenWords(page)).toEqual([]);

  await page.getByRole('link', { name: 'Afgelopen', exact: true }).click();
  await expect(page.getByTestId('events-past').getByTestId('event-card').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/evenementen?tab=afgelopen');
  expect(await sidewaysProblems(page)).toEqual([]);
  expect(await brokenWords(page)).toEqual([]);
});
