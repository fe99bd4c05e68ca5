import { getPocketBase } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The events list as members know it from Spond (#32), against the real PocketBase with the
// demo data (renderSection): grouped by week, date tiles, cover thumbs, status pills, the past
// tab, and signing up and off from a card.
const open = (path: string, as: string) => renderSection(section, path, { prefix: tjasSection.prefix, as });

/** A PocketBase date `days` ahead at 19:00 UTC: within the list's first page, after the demo's first events. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)} 19:00:00.000Z`;
}

describe('the events list (#32, the event cards)', () => {
  it('groups the upcoming events by week, each card with a date tile, a picture or colour, and a pill', async () => {
    await open('/evenementen', 'lid');
    const list = await screen.findByTestId('events-upcoming');
    const groups = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // In this order, without empty ones; the demo has events months ahead, so "Later" is always there.
    expect(groups.length).toBeGreaterThan(0);
    expect(['Deze week', 'Volgende week', 'Later'].filter((name) => groups.includes(name))).toEqual(groups);
    expect(groups).toContain('Later');
    const cards = within(list).getAllByTestId('event-card');
    for (const card of cards) expect(within(card).getByTestId('date-tile').textContent).toMatch(/^\d{1,2}[a-z]{3}$/);
    // The demo events have cover pictures, as PocketBase's 16:9 thumbs with their size given, at
    // the events' file address (a card is a record of the view; the server preloads this address).
    const covers = list.querySelectorAll('img');
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) {
      expect(cover.getAttribute('src')).toMatch(/\/api\/files\/events\/[^/]+\/[^?]+\?thumb=640x360$/);
      expect([cover.getAttribute('width'), cover.getAttribute('height'), cover.getAttribute('alt')]).toEqual([
        '640',
        '360',
        '',
      ]);
    }
    // Only the first cards load their picture at once.
    expect([...covers].slice(2).every((cover) => cover.getAttribute('loading') === 'lazy')).toBe(true);
    // Every pill says one of the words members know from Spond.
    const pills = within(list)
      .getAllByTestId('event-pill')
      .map((pill) => pill.textContent);
    expect(
      pills.every((text) =>
        /^(Aangemeld|Wachtlijst( · plek \d+)?|Vol|Nog \d+ plekk?en?|Nog 1 plek|Geannuleerd|Training)$/.test(text!),
      ),
    ).toBe(true);
    // The calendar subscription sits above the list.
    const subscribe = screen.getByRole('button', { name: 'Zet mijn evenementen in mijn agenda' });
    expect(subscribe.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the past events on their own tab, with its own address', async () => {
    await open('/evenementen', 'lid');
    await screen.findByTestId('events-upcoming');
    expect(screen.queryByTestId('events-past')).toBeNull();
    expect(screen.getByRole('link', { name: 'Komend' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Afgelopen' }));
    expect(window.location.search).toBe('?tab=afgelopen');
    const past = await screen.findByTestId('events-past');
    expect(screen.getByRole('link', { name: 'Afgelopen' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('events-upcoming')).toBeNull();
    // Past cards have no pill (unless cancelled) and no button to sign up.
    expect(within(past).getAllByTestId('event-card').length).toBeGreaterThan(0);
    expect(within(past).queryByRole('button')).toBeNull();

    // A reload keeps the tab.
    await open('/evenementen?tab=afgelopen', 'lid');
    expect(await screen.findByTestId('events-past')).toBeTruthy();
  });

  it('gives the webcal:// link to subscribe, once asked for', async () => {
    await open('/evenementen', 'lid');
    fireEvent.click(await screen.findByRole('button', { name: 'Zet mijn evenementen in mijn agenda' }));
    const link = await screen.findByRole('link', { name: 'Abonneer in je agenda-app' });
    expect(link.getAttribute('href')).toMatch(/^webcal:\/\/.+\/api\/tjas\/agenda\/\w+\.ics$/);
  });

  it('signs a member up and off from the card in one tap, with the event page’s dialog; the server agrees', async () => {
    await open('/evenementen', 'activiteiten');
    const pb = getPocketBase();
    const me = pb.authStore.record!.id;
    const title = `Kaarttest ${Date.now()}`;
    const event = await pb.collection('events').create({
      title,
      start: daysAhead(4),
      organiser: pb.authStore.record!['committees'][0] as string,
      capacity: 12,
    });
    const withQuestions = await pb.collection('events').create({
      title: `Vragentest ${Date.now()}`,
      start: daysAhead(4),
      organiser: pb.authStore.record!['committees'][0] as string,
      questions: [{ id: 'dieet', label: 'Dieet', type: 'text' }],
    });
    try {
      await open('/evenementen', 'activiteiten');
      const cardOf = async (name: string) =>
        (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
      let card = await cardOf(title);
      expect(within(card).getByTestId('event-pill').textContent).toBe('Nog 12 plekken');
      // Each card's button says which event it is for.
      const signUp = within(card).getByRole('button', { name: 'Aanmelden' });
      expect(signUp.getAttribute('aria-describedby')).toBe(within(card).getByRole('heading').id);
      fireEvent.click(signUp);
      await waitFor(() => expect(within(card).getByTestId('event-pill').textContent).toBe('Aangemeld'), {
        timeout: 10_000,
      });
      const mine = await pb.collection('signups').getFullList({ filter: `event = "${event.id}" && user = "${me}"` });
      expect(mine.map((signup) => signup['status'])).toEqual(['confirmed']);
      expect(within(card).getByTestId('event-status').textContent).toMatch(/^Nog 11 van 12 plaatsen vrij/);

      // Signing off asks first, in the words of the event page.
      fireEvent.click(within(card).getByRole('button', { name: 'Afmelden' }));
      const asking = await screen.findByRole('dialog', { name: 'Afmelden?' });
      expect(
        within(asking).getByText('Je kunt je later opnieuw aanmelden zolang de inschrijving open is.'),
      ).toBeTruthy();
      fireEvent.click(within(asking).getByRole('button', { name: 'Ja, afmelden' }));
      card = await cardOf(title);
      await waitFor(() => expect(within(card).getByTestId('event-pill').textContent).toBe('Nog 12 plekken'), {
        timeout: 10_000,
      });
      expect(await pb.collection('signups').getFullList({ filter: `event = "${event.id}"` })).toEqual([]);

      // An event with questions is signed up for on its page: its card links there and says why.
      const asked = await cardOf(withQuestions['title'] as string);
      expect(within(asked).queryByRole('button')).toBeNull();
      expect(within(asked).getByRole('link', { name: 'Aanmelden met vragen' }).getAttribute('href')).toBe(
        `/evenementen/${withQuestions.id}`,
      );
    } finally {
      await pb.collection('events').delete(event.id);
      await pb.collection('events').delete(withQuestions.id);
    }
  });
});

describe('an event’s page (#32, the event cards)', () => {
  it('shows its cover picture as the larger thumb, the smaller offered to phones, with its size given', async () => {
    await open('/evenementen', 'lid');
    const [kerstdiner] = await getPocketBase().collection('events').getFullList({ filter: 'title = "Kerstdiner"' });
    await open(`/evenementen/${kerstdiner!.id}`, 'lid');
    const cover = await screen.findByTestId('event-cover');
    expect(cover.getAttribute('src')).toMatch(/\?thumb=1280x720$/);
    // A phone may take the card's thumb instead (the e2e test event-cover.spec.ts loads both).
    expect(cover.getAttribute('srcset')).toMatch(/\?thumb=640x360 640w, .+\?thumb=1280x720 1280w$/);
    expect(cover.getAttribute('sizes')).toBe('(min-width: 64rem) 62rem, calc(100vw - 2rem)');
    expect([cover.getAttribute('width'), cover.getAttribute('height'), cover.getAttribute('alt')]).toEqual([
      '1280',
      '720',
      '',
    ]);
  });
});

describe('the event form’s cover picture (#32, the event cards)', () => {
  it('says in Dutch at the field what is wrong with a file, sends nothing, and asks before leaving with one chosen', async () => {
    sessionStorage.clear();
    await open('/evenementen/nieuw', 'activiteiten');
    const pb = getPocketBase();
    const title = `Omslagfout ${Date.now()}`;
    fireEvent.change(await screen.findByLabelText('Naam'), { target: { value: title } });
    fireEvent.change(screen.getByLabelText('Begint'), { target: { value: '2031-06-15T19:00' } });
    const cover = screen.getByLabelText('Omslagfoto (optioneel)');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(cover, { target: { files: [svg] } });
    fireEvent.click(screen.getByRole('button', { name: 'Evenement aanmaken' }));
    expect(await screen.findByText('De omslagfoto moet een JPG, PNG of WebP zijn.')).toBeTruthy();
    expect(cover.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(cover));
    expect(await pb.collection('events').getFullList({ filter: `title = "${title}"` })).toEqual([]);

    // A chosen picture is unsaved work: a link asks first.
    fireEvent.click(screen.getByRole('link', { name: '← Alle evenementen' }));
    expect(await screen.findByRole('dialog', { name: 'Weggaan zonder opslaan?' })).toBeTruthy();
  });
});
