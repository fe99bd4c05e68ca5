import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminToken, apiSend, apiToken, committeeId, farFuture, logIn, openAs } from './support.ts';

interface Item {
  id: string;
}

/** `identity` signs up for the event through the API (with `more` of the body), as their own page would. */
async function signUpAs(
  identity: string,
  event: string,
  more: Record<string, unknown> = {},
): Promise<{ token: string; signup: Item }> {
  const token = await apiToken(identity);
  const user = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as string;
  return {
    token,
    signup: await apiSend<Item>('POST', '/collections/signups/records', token, { event, user, ...more }),
  };
}

/**
 * A new event of `committee` (about two years ahead unless `fields` say otherwise), made by a
 * maintainer: the event, and the maintainer's token for later edits.
 */
async function newEvent(
  fields: Record<string, unknown>,
  committee = 'Activiteitencommissie',
): Promise<{ admin: string; event: Item }> {
  const admin = await adminToken();
  const organiser = await committeeId(committee, admin);
  const event = await apiSend<Item>('POST', '/collections/events/records', admin, {
    start: farFuture(),
    organiser,
    ...fields,
  });
  return { admin, event };
}

test('a member joins the waiting list and sees the promotion live; the organiser sees answers, exports and edits', async ({
  browser,
}) => {
  const { event } = await newEvent({
    title: 'Wachtlijsttest schaatsen',
    capacity: 1,
    questions: [{ id: 'dieet', label: 'Dieetwensen', type: 'text' }],
  });

  // Someone else takes the only place.
  const sanne = await signUpAs('sanne.jansen', event.id);

  const memberPage = await (await browser.newContext()).newPage();
  await openAs(memberPage, 'daan.de.vries', `/evenementen/${event.id}`);
  await expect(memberPage.getByTestId('places')).toHaveText('Vol');
  await memberPage.getByLabel('Dieetwensen').fill('Geen noten');
  await memberPage.getByRole('button', { name: 'Op de wachtlijst' }).click();
  await expect(memberPage.getByTestId('signup-state')).toContainText('Je staat op de wachtlijst, plek 1.');
  await expect(memberPage.getByTestId('places')).toHaveText('Vol · 1 op de wachtlijst');

  // The place frees up elsewhere: the open page shows the promotion without a reload.
  await apiSend('DELETE', `/collections/signups/records/${sanne.signup.id}`, sanne.token);
  await expect(memberPage.getByTestId('signup-state')).toHaveText(
    'Je bent van de wachtlijst gehaald: je hebt een plek!',
  );
  await expect(memberPage.getByTestId('places')).toHaveText('Vol');
  await memberPage.goto('/account');
  await expect(memberPage.getByTestId('my-signups')).toContainText('Wachtlijsttest schaatsen');
  await expect(memberPage.getByTestId('my-signups')).toContainText('van de wachtlijst gehaald');

  // The organiser sees the answer, exports the list, and edits the event.
  const organiserPage = await (await browser.newContext()).newPage();
  await openAs(organiserPage, 'activiteiten', `/evenementen/${event.id}/signups`);
  const table = organiserPage.getByRole('table', { name: /Alle aanmeldingen/ });
  await expect(table).toContainText('Daan de Vries');
  await expect(table).toContainText('Geen noten');
  const download = organiserPage.waitForEvent('download');
  await organiserPage.getByRole('button', { name: 'Exporteer als CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('"Daan de Vries";"daan.de.vries";"aangemeld";""');
  expect(csv).toContain('"Geen noten"');

  await organiserPage.goto(`/evenementen/${event.id}`);
  await organiserPage.getByRole('button', { name: 'Bewerken' }).click();
  await organiserPage.getByLabel('Naam').fill('X');
  await organiserPage.getByLabel('Aantal plaatsen').fill('-4');
  await organiserPage.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(organiserPage.getByText('Geef het evenement een naam van minstens 3 tekens.')).toBeVisible();
  await expect(organiserPage.getByText('Vul een heel aantal plaatsen in (leeg of 0 is geen limiet).')).toBeVisible();
  await organiserPage.getByLabel('Naam').fill('Wachtlijsttest schaatsen (verplaatst)');
  await organiserPage.getByLabel('Aantal plaatsen').fill('2');
  await organiserPage.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(organiserPage.getByRole('heading', { level: 1 })).toHaveText('Wachtlijsttest schaatsen (verplaatst)');
  await expect(organiserPage.getByTestId('places')).toHaveText('Nog 1 van 2 plaatsen vrij');
});

test('an open event page follows other members\u2019 sign-ups by their counts, without reading the sign-ups again', async ({
  browser,
}) => {
  const { event } = await newEvent({
    title: 'Livetest schaatsen',
    capacity: 3,
  });
  const memberPage = await (await browser.newContext()).newPage();
  await openAs(memberPage, 'daan.de.vries', `/evenementen/${event.id}`);
  await expect(memberPage.getByTestId('places')).toHaveText('Nog 3 van 3 plaatsen vrij');
  // What the open page asks the server from now on.
  const asked: string[] = [];
  memberPage.on('request', (request) => {
    if (request.url().includes('/api/collections/')) asked.push(new URL(request.url()).pathname);
  });

  // Another member signs up: the counts show at once, before the page asks anything.
  const signUp = (identity: string) => signUpAs(identity, event.id);
  await signUp('sanne.jansen');
  await expect(memberPage.getByTestId('places')).toHaveText('Nog 2 van 3 plaatsen vrij');
  expect(asked).toEqual([]);
  // Two more in the same second: once the messages stop, the page reads the event and the
  // member's own sign-up (not the event's list), which brings them.
  await Promise.all(['lid', 'sport'].map(signUp));
  await expect(memberPage.getByTestId('places')).toHaveText('Vol');
  await expect.poll(() => asked).toContain(`/api/collections/events/records/${event.id}`);
  expect(asked.filter((path) => path === '/api/collections/signups/records')).toHaveLength(
    asked.filter((path) => path === `/api/collections/events/records/${event.id}`).length,
  );
});

test('a member\u2019s event page reads their own sign-up and place, never the whole list; after signing up the answer says the place; the place moves with the list', async ({
  browser,
}) => {
  const { event } = await newEvent({
    title: 'Eigen-plektest schaatsen',
    capacity: 1,
  });
  // Members the events-list test below does not use: its count of the list's reads stays its own.
  await signUpAs('pien.pr', event.id);
  const ahead = await signUpAs('redactie', event.id);

  const memberPage = await (await browser.newContext()).newPage();
  // Every read of sign-ups the page makes: none may be the event's whole list (members expanded).
  const lists: string[] = [];
  memberPage.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/collections/signups/records' && url.searchParams.has('expand'))
      lists.push(request.url());
  });
  await openAs(memberPage, 'media', `/evenementen/${event.id}`);
  await expect(memberPage.getByTestId('places')).toHaveText('Vol · 1 op de wachtlijst');
  // After the sign-up the page asks nothing: the server's answer says the place and the counts.
  const reads: string[] = [];
  memberPage.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/api/collections/')) reads.push(request.url());
  });
  await memberPage.getByRole('button', { name: 'Op de wachtlijst' }).click();
  // The place the server counts: one member waits ahead of this one.
  await expect(memberPage.getByTestId('signup-state')).toContainText('Je staat op de wachtlijst, plek 2.');
  await expect(memberPage.getByTestId('places')).toHaveText('Vol · 2 op de wachtlijst');
  expect(reads).toEqual([]);

  // The member ahead leaves the waiting list elsewhere: the open page moves this one up.
  await apiSend('DELETE', `/collections/signups/records/${ahead.signup.id}`, ahead.token);
  await expect(memberPage.getByTestId('signup-state')).toContainText('Je staat op de wachtlijst, plek 1.');
  await expect(memberPage.getByTestId('places')).toHaveText('Vol · 1 op de wachtlijst');
  expect(lists).toEqual([]);

  // The list page reads the list, and its link on the event page counts the places.
  await memberPage.getByRole('link', { name: 'Bekijk wie er komen (1)' }).click();
  await expect(memberPage.getByTestId('waiting-list')).toContainText('Mila Media');
  expect(lists).toHaveLength(1);
});

test('a read under way when the member signs up does not take their sign-up off the page', async ({ browser }) => {
  const { admin, event } = await newEvent({
    title: 'Leestest schaatsen',
    capacity: 5,
  });
  const page = await (await browser.newContext()).newPage();
  await openAs(page, 'kleding', `/evenementen/${event.id}`);
  await expect(page.getByTestId('places')).toHaveText('Nog 5 van 5 plaatsen vrij');
  // An organiser edits the event: the open page reads it again, and that read is slow (held back
  // here until the member has pressed), so it started before the sign-up and ends after it.
  const ofTheEvent = (url: URL) => url.pathname === `/api/collections/events/records/${event.id}`;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ofTheEvent, async (route) => {
    await released;
    await route.continue();
  });
  const reading = page.waitForRequest((request) => ofTheEvent(new URL(request.url())));
  await apiSend('PATCH', `/collections/events/records/${event.id}`, admin, { location: 'Thialf' });
  await reading;
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByTestId('signup-state')).toHaveText('Je bent aangemeld.');
  release();
  // The slow read is on the page (its news: the place) and knew nothing of the sign-up; the page
  // keeps the answer and its counts until a read that started after them. Checked at once: the
  // page's own read back a few seconds later would put a lost sign-up right again.
  await expect(page.getByText('Thialf')).toBeVisible();
  await expect(page.getByTestId('signup-state')).toHaveText('Je bent aangemeld.', { timeout: 1 });
  await expect(page.getByTestId('places')).toHaveText('Nog 4 van 5 plaatsen vrij', { timeout: 1 });
});

test('a member without the organising committee cannot edit, and sign-up is refused outside its window', async ({
  page,
}) => {
  const { event } = await newEvent(
    {
      title: 'Nog niet open',
      start: farFuture(1),
      signup_opens: farFuture(-10),
    },
    'Sportcommissie',
  );
  await openAs(page, 'lid', `/evenementen/${event.id}`);
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeDisabled();
  await expect(page.getByText('De inschrijving voor dit evenement is nog niet geopend.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
});

test('the events list shows each event\u2019s status: places, waiting list, the member\u2019s own place and until when', async ({
  browser,
}) => {
  // After the demo events, before every other test's (about two years ahead): on the first page.
  const { event } = await newEvent({
    title: 'Statustest ijsbaan',
    start: farFuture(-100),
    location: 'Thialf',
    capacity: 1,
  });
  await signUpAs('sanne.jansen', event.id);
  await signUpAs('daan.de.vries', event.id);

  const statusOf = async (login: string) => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await logIn(page, login);
    // Away from the start page (the events list) first, so only the list below is counted.
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const asked: string[] = [];
    // The list's own questions about sign-ups (the account page asks others of its own).
    const ofTheList = (url: string) =>
      url.includes('/api/collections/signups/records') &&
      /fields=(id%2Cevent%2Cstatus%2Cqueue|event%2Cqueue)/.test(url);
    page.on('request', (request) => ofTheList(request.url()) && asked.push(request.url()));
    await page.goto('/evenementen');
    const card = page
      .getByTestId('events-upcoming')
      .getByTestId('event-card')
      .filter({ hasText: 'Statustest ijsbaan' });
    await expect(card).toBeVisible();
    return {
      page,
      card,
      status: (await card.getByTestId('event-status').textContent()) ?? '',
      pill: (await card.getByTestId('event-pill').textContent()) ?? '',
      asked,
    };
  };

  const waiting = await statusOf('daan.de.vries');
  expect(waiting.status).toMatch(/^Vol · 1 op de wachtlijst · Inschrijven tot [^·]+$/);
  // The member's own place is the card's pill (#32, the event cards).
  expect(waiting.pill).toBe('Wachtlijst · plek 1');
  // One request for the member's places and one for the waiting list ahead of them, whatever the number of cards.
  expect(waiting.asked).toHaveLength(2);
  // The card offers what fits the place (its look is in visual.spec.ts: a picture of this card
  // here moved a pixel with the events other tests add above it).
  await expect(waiting.card.getByRole('button', { name: 'Van de wachtlijst af' })).toBeVisible();

  const sanneSees = await statusOf('sanne.jansen');
  expect(sanneSees.status).toMatch(/^Vol · 1 op de wachtlijst · Inschrijven tot [^·]+$/);
  expect(sanneSees.pill).toBe('Aangemeld');
  const other = await statusOf('lid');
  expect(other.status).toMatch(/^Vol · 1 op de wachtlijst · Inschrijven tot [^·]+$/);
  expect(other.pill).toBe('Vol');
  expect(other.asked).toHaveLength(1);
});

test('a signed-up member sees their answers and changes them while sign-up is open', async ({ page }) => {
  const { event } = await newEvent({
    title: 'Antwoordentest barbecue',
    start: farFuture(2),
    questions: [
      { id: 'dieet', label: 'Dieetwensen', type: 'text' },
      { id: 'maat', label: 'Shirtmaat', type: 'choice', options: ['S', 'M', 'L'], required: true },
    ],
  });
  await signUpAs('ruben.de.boer', event.id, { answers: { maat: 'M' } });

  await openAs(page, 'ruben.de.boer@tjas.example', `/evenementen/${event.id}`);
  const answers = page.getByRole('region', { name: 'Je antwoorden' });
  await expect(answers).toContainText('ShirtmaatM');
  await expect(answers).toContainText('Dieetwensen—');
  await answers.getByRole('button', { name: 'Antwoorden wijzigen' }).click();
  const form = answers.getByRole('form', { name: 'Je antwoorden wijzigen' });
  await form.getByLabel('Dieetwensen').fill('Geen vis');
  await form.getByLabel('Shirtmaat (verplicht)').selectOption('L');
  await form.getByRole('button', { name: 'Antwoorden opslaan' }).click();
  await expect(page.getByText('Je antwoorden zijn opgeslagen.')).toBeVisible();
  await expect(answers).toContainText('ShirtmaatL');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Je antwoorden' })).toContainText('DieetwensenGeen vis');
});
