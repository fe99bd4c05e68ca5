import { getPocketBase } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The events pages against the real PocketBase with the demo data (see renderSection).
const open = (path: string, as: string) => renderSection(section, path, { prefix: tjasSection.prefix, as });

/** `<input type="datetime-local">`'s value for 15 June of next year, at the hour given. */
function dayAhead(hour: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1, 5, 15);
  return `${date.getFullYear()}-06-15T${String(hour).padStart(2, '0')}:00`;
}

describe('the events section', () => {
  it('does not offer a member without an organising committee to create an event', async () => {
    await open('/evenementen', 'lid');
    expect(await screen.findByTestId('events-upcoming')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nieuw evenement' })).toBeNull();
  });

  it('lets an organiser create an event: Dutch errors at the fields first, nothing typed lost, then saved', async () => {
    await open('/evenementen', 'activiteiten');
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw evenement' }));
    // The form has an address of its own (#32 item 5).
    expect(window.location.pathname).toBe('/evenementen/nieuw');
    const title = `Schaatsclinic ${Date.now()}`;
    fireEvent.change(await screen.findByLabelText('Naam'), { target: { value: 'Ab' } });
    fireEvent.change(screen.getByLabelText('Begint'), { target: { value: dayAhead(19) } });
    fireEvent.change(screen.getByLabelText('Eindigt'), { target: { value: dayAhead(18) } });
    fireEvent.click(screen.getByRole('button', { name: 'Evenement aanmaken' }));
    expect(await screen.findByText('Niet alles is goed ingevuld; kijk bij de velden hieronder.')).toBeTruthy();
    expect(screen.getByText('Geef het evenement een naam van minstens 3 tekens.')).toBeTruthy();
    expect((screen.getByLabelText('Eindigt') as HTMLInputElement).value).toBe(dayAhead(18));
    // The focus is on the first field with a message, the name.
    expect(document.activeElement).toBe(screen.getByLabelText('Naam'));

    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: title } });
    fireEvent.change(screen.getByLabelText('Eindigt'), { target: { value: dayAhead(21) } });
    fireEvent.change(screen.getByLabelText('Aantal plaatsen'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Evenement aanmaken' }));
    // Saved, the page goes to the new event; the server has it as typed.
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/evenementen\/(?!nieuw$)\w+$/), {
      timeout: 10_000,
    });
    const saved = await getPocketBase().collection('events').getOne(window.location.pathname.split('/')[2]!);
    expect([saved.title, saved.capacity]).toEqual([title, 12]);
  });
});

describe('an event’s page', () => {
  it('tells the server the member opened it, for the reminder before its sign-up deadline (#34)', async () => {
    await open('/evenementen', 'lid');
    const [event] = (await getPocketBase().collection('events').getList(1, 1, { sort: '-start' })).items;
    // Watched, not replaced: the request goes to the real server.
    const watched = vi.spyOn(globalThis, 'fetch');
    try {
      await open(`/evenementen/${event!.id}`, 'lid');
      const recorded = () =>
        watched.mock.calls.findIndex(
          ([url, init]) =>
            String(url).endsWith(`/api/tjas/evenementen/${event!.id}/bekeken`) && init?.method === 'POST',
        );
      await waitFor(() => expect(recorded()).toBeGreaterThanOrEqual(0));
      expect((await watched.mock.results[recorded()]!.value) as Response).toMatchObject({ status: 204 });
    } finally {
      watched.mockRestore();
    }
  });
});

describe('the event form keeps what was typed (#32 item 5)', () => {
  it('through a reload, with a quiet notice and a way to discard it, and asks before a link takes the member away', async () => {
    sessionStorage.clear();
    await open('/evenementen/nieuw', 'activiteiten');
    fireEvent.change(await screen.findByLabelText('Naam'), { target: { value: 'Ijsdisco met dj' } });
    fireEvent.change(screen.getByLabelText('Waar'), { target: { value: 'Jaap Eden' } });

    // A reload: the page is built again from nothing but its address and the tab's storage.
    await open('/evenementen/nieuw', 'activiteiten');
    expect(((await screen.findByLabelText('Naam')) as HTMLInputElement).value).toBe('Ijsdisco met dj');
    expect((screen.getByLabelText('Waar') as HTMLInputElement).value).toBe('Jaap Eden');
    expect(screen.getByTestId('draft-notice').textContent).toMatch(/^Je was hier al mee bezig: wat je om \d\d:\d\d/);

    // A link asks first, in the site's dialog; staying keeps everything.
    fireEvent.click(screen.getByRole('link', { name: '← Alle evenementen' }));
    const asking = await screen.findByRole('dialog', { name: 'Weggaan zonder opslaan?' });
    fireEvent.click(within(asking).getByRole('button', { name: 'Verder met invullen' }));
    expect(window.location.pathname).toBe('/evenementen/nieuw');
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('Ijsdisco met dj');

    // Discarding starts over: empty, no notice, and no leave question any more.
    fireEvent.click(screen.getByRole('button', { name: 'Concept weggooien' }));
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '← Alle evenementen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/evenementen'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drops the draft when the member leaves anyway, and keeps an edit’s draft per event', async () => {
    sessionStorage.clear();
    await open('/evenementen/nieuw', 'activiteiten');
    fireEvent.change(await screen.findByLabelText('Naam'), { target: { value: 'Weggooiavond' } });
    fireEvent.click(screen.getByRole('link', { name: '← Alle evenementen' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Weggaan zonder opslaan?' })).getByRole('button', {
        name: 'Weggaan',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/evenementen'));
    await open('/evenementen/nieuw', 'activiteiten');
    expect(((await screen.findByLabelText('Naam')) as HTMLInputElement).value).toBe('');

    const pb = getPocketBase();
    const organiser = pb.authStore.record!['committees'][0] as string;
    const event = await pb
      .collection('events')
      .create({ title: `Sneeuwballen ${Date.now()}`, start: `${dayAhead(20).replace('T', ' ')}:00.000Z`, organiser });
    await open(`/evenementen/${event.id}`, 'activiteiten');
    fireEvent.click(await screen.findByRole('button', { name: 'Bewerken' }));
    expect(window.location.pathname).toBe(`/evenementen/${event.id}/bewerken`);
    fireEvent.change(await screen.findByLabelText('Waar'), { target: { value: 'Museumplein' } });
    await open(`/evenementen/${event.id}/bewerken`, 'activiteiten');
    expect(((await screen.findByLabelText('Waar')) as HTMLInputElement).value).toBe('Museumplein');
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/evenementen/${event.id}`), { timeout: 10_000 });
    expect((await pb.collection('events').getOne(event.id))['location']).toBe('Museumplein');
    // Saved: nothing to take back any more.
    await open(`/evenementen/${event.id}/bewerken`, 'activiteiten');
    await screen.findByLabelText('Waar');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });
});

describe('an edit draft of an event saved since by someone else', () => {
  it('is not saved before the organiser chose between their draft and the saved version', async () => {
    sessionStorage.clear();
    await open('/evenementen', 'activiteiten');
    const pb = getPocketBase();
    const organiser = pb.authStore.record!['committees'][0] as string;
    const event = await pb
      .collection('events')
      .create({ title: `Ijshockey ${Date.now()}`, start: `${dayAhead(20).replace('T', ' ')}:00.000Z`, organiser });
    const edit = `/evenementen/${event.id}/bewerken`;
    await open(edit, 'activiteiten');
    fireEvent.change(await screen.findByLabelText('Waar'), { target: { value: 'Concept-ijsbaan' } });
    // Meanwhile another organiser saves the event.
    await pb.collection('events').update(event.id, { location: 'Nieuwe ijsbaan', capacity: 30 });

    await open(edit, 'activiteiten');
    const notice = await screen.findByTestId('draft-notice');
    expect(notice.textContent).toMatch(/het evenement is daarna opgeslagen/);
    expect((screen.getByLabelText('Waar') as HTMLInputElement).value).toBe('Concept-ijsbaan');
    const save = screen.getByRole('button', { name: 'Wijzigingen opslaan' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(window.location.pathname).toBe(edit);

    // The saved version: the other organiser's changes are in the form, the draft is gone.
    fireEvent.click(within(notice).getByRole('button', { name: 'Opgeslagen versie laden' }));
    expect((screen.getByLabelText('Waar') as HTMLInputElement).value).toBe('Nieuwe ijsbaan');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect(save.disabled).toBe(false);

    // Or their draft, knowingly over the newer version, which is then saved.
    fireEvent.change(screen.getByLabelText('Waar'), { target: { value: 'Tweede concept' } });
    await pb.collection('events').update(event.id, { capacity: 40 });
    await open(edit, 'activiteiten');
    fireEvent.click(await screen.findByRole('button', { name: 'Mijn concept gebruiken' }));
    expect((screen.getByLabelText('Waar') as HTMLInputElement).value).toBe('Tweede concept');
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/evenementen/${event.id}`), { timeout: 10_000 });
    expect((await pb.collection('events').getOne(event.id))['location']).toBe('Tweede concept');
  });
});

describe('the sign-up form (#32 item 11)', () => {
  it('shows every question’s and guest’s problem at its field at once, the focus on the first, and sends nothing', async () => {
    await open('/evenementen', 'activiteiten');
    const pb = getPocketBase();
    const event = await pb.collection('events').create({
      title: `Schaatsweekend ${Date.now()}`,
      start: `${dayAhead(9).replace('T', ' ')}:00.000Z`,
      organiser: pb.authStore.record!['committees'][0] as string,
      capacity: 20,
      max_guests: 1,
      questions: [
        { id: 'maat', label: 'Shirtmaat', type: 'choice', options: ['S', 'M', 'L'], required: true },
        { id: 'vega', label: 'Vegetarisch?', type: 'yesno', required: true },
        { id: 'bus', label: 'Opstapplaats', type: 'text', required: true },
      ],
    });

    await open(`/evenementen/${event.id}`, 'lid');
    fireEvent.click(await screen.findByRole('button', { name: 'Introducé toevoegen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    const size = await screen.findByLabelText('Shirtmaat (verplicht)');
    const vegetarian = screen.getByRole('group', { name: /Vegetarisch\?/ });
    const stop = screen.getByLabelText('Opstapplaats (verplicht)');
    const guest = screen.getByLabelText('Naam introducé 1');
    for (const [field, message] of [
      [size, 'Beantwoord de vraag "Shirtmaat".'],
      [vegetarian, 'Beantwoord de vraag "Vegetarisch?".'],
      [stop, 'Beantwoord de vraag "Opstapplaats".'],
      [guest, 'Vul van elke introducé de naam in (2 tot 100 tekens).'],
    ] as const) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(field)).toBe(message);
    }
    // The focus is on the first field to fix; nothing is said below the button, nothing was sent.
    await waitFor(() => expect(document.activeElement).toBe(size));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await pb.collection('signups').getFullList({ filter: `event = "${event.id}"` })).toEqual([]);

    // Fixed one by one, each message goes as its field is right.
    fireEvent.change(size, { target: { value: 'M' } });
    expect(size.getAttribute('aria-invalid')).toBeNull();
    expect(stop.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a paid event’s page (#32 item 4)', () => {
  it('says how to pay for the demo Gala, which had no instructions', async () => {
    const [gala] = (await open('/evenementen', 'lid').then(() =>
      getPocketBase().collection('events').getFullList({ filter: 'title = "Gala"' }),
    )) as { id: string }[];
    await open(`/evenementen/${gala!.id}`, 'lid');
    expect(
      await screen.findByText('€ 35,00 per persoon', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeTruthy();
    expect(screen.getByText(/NL12 DEMO 0123 4567 89/).tagName).toBe('DD');
  });
});

describe('an organiser who cancels or deletes an event (#32)', () => {
  it('cancels it after a dialog that says who is signed up, then may delete it', async () => {
    await open('/evenementen', 'activiteiten');
    const pb = getPocketBase();
    const organiser = pb.authStore.record!['committees'][0] as string;
    const title = `Ijsdisco ${Date.now()}`;
    const event = await pb
      .collection('events')
      .create({ title, start: `${dayAhead(20).replace('T', ' ')}:00.000Z`, organiser, capacity: 10 });
    await pb.collection('signups').create({ event: event.id, user: pb.authStore.record!.id });

    await open(`/evenementen/${event.id}`, 'activiteiten');
    fireEvent.click(await screen.findByRole('button', { name: 'Evenement annuleren' }));
    // Deleting is not offered while a member is signed up: cancelling tells them.
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    const asking = screen.getByRole('dialog', { name: 'Evenement annuleren?' });
    expect(within(asking).getByText('1 lid is aangemeld.')).toBeTruthy();
    expect(within(asking).getByText('Zij krijgen een mail dat het evenement niet doorgaat.')).toBeTruthy();
    fireEvent.click(within(asking).getByRole('button', { name: 'Ja, annuleren' }));

    expect(await screen.findByText(`“${title}” is geannuleerd.`)).toBeTruthy();
    expect((await screen.findByTestId('event-cancelled')).textContent).toMatch(
      /^Geannuleerd op .+: dit evenement gaat niet door\.$/,
    );
    expect(screen.getByText('Dit evenement is geannuleerd: aanmelden kan niet meer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Evenement annuleren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zet in mijn agenda' })).toBeNull();
    expect((await pb.collection('events').getOne(event.id))['cancelled']).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const deleting = screen.getByRole('dialog', { name: 'Evenement verwijderen?' });
    expect(within(deleting).getByText('1 lid was aangemeld. Zij kregen bij het annuleren een mail.')).toBeTruthy();
    fireEvent.click(within(deleting).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/evenementen'));
    await expect(pb.collection('events').getOne(event.id)).rejects.toMatchObject({ status: 404 });
  });

  it('offers a member who does not organise it neither action', async () => {
    await open('/evenementen', 'activiteiten');
    const pb = getPocketBase();
    const event = await pb.collection('events').create({
      title: `Clinic ${Date.now()}`,
      start: `${dayAhead(10).replace('T', ' ')}:00.000Z`,
      organiser: pb.authStore.record!['committees'][0] as string,
    });
    await open(`/evenementen/${event.id}`, 'lid');
    expect(await screen.findByRole('heading', { name: event['title'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Evenement annuleren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });
});

describe('a training (#34)', () => {
  /** The demo's first coming "IJstraining", a weekly series with answers. */
  async function firstTraining() {
    const pb = getPocketBase();
    return pb
      .collection('events')
      .getFirstListItem(pb.filter('title = "IJstraining" && start > @now'), { sort: 'start' });
  }

  it('asks a member whether they come, with their answer, and lists the coming weeks of its series', async () => {
    await open('/evenementen', 'lid');
    const training = await firstTraining();
    await open(`/evenementen/${training.id}`, 'lid');
    expect((await screen.findByTestId('my-availability', {}, { timeout: 10_000 })).textContent).toBe(
      'Je hebt doorgegeven: Ik kom.',
    );
    // The answer given is the pressed button.
    expect(screen.getByRole('button', { name: 'Ik kom', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kan niet', pressed: false })).toBeTruthy();
    const weeks = await screen.findByRole('list', { name: 'De komende keren van deze reeks' });
    expect(within(weeks).getAllByRole('listitem').length).toBeGreaterThan(1);
    // No sign-up for a training, and its organisers' overview is theirs.
    expect(screen.queryByRole('button', { name: 'Aanmelden' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Wie komen er?' })).toBeNull();
  });

  it('shows its organisers who comes, who cannot with why, and who has not answered', async () => {
    await open('/evenementen', 'sport');
    const training = await firstTraining();
    await open(`/evenementen/${training.id}`, 'sport');
    const cannot = await screen.findByTestId('availability-kan-niet', {}, { timeout: 10_000 });
    expect(cannot.textContent).toContain('Tentamen de volgende ochtend');
    expect(within(screen.getByTestId('availability-komt')).getByText('Lotte de Lid')).toBeTruthy();
    expect(within(screen.getByTestId('availability-geen-reactie')).getAllByRole('listitem').length).toBeGreaterThan(0);
    // Its messages go to who said they come: a training has no sign-ups to choose from.
    const form = await screen.findByRole('form', { name: 'Bericht aan de deelnemers' }, { timeout: 10_000 });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Iedereen die zei te komen']);
    // Cancelling tells who said they come, not "nobody signed up" (a training has no sign-ups).
    fireEvent.click(screen.getByRole('button', { name: 'Evenement annuleren' }));
    expect((await screen.findByTestId('cancel-signed-up')).textContent).toBe(
      'Wie doorgaf te komen, krijgt een mail dat de training niet doorgaat.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
  });

  it('asks the day of a copy again when its address names none', async () => {
    await open('/evenementen', 'sport');
    const training = await firstTraining();
    await open(`/evenementen/nieuw?kopie=${training.id}&datum=morgen`, 'sport');
    expect(await screen.findByLabelText('Dag van de kopie', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kopie van IJstraining' })).toBeTruthy();
  });
});
