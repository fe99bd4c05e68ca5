import { getPocketBase } from '@tjas/auth';
import { formatRaceTime } from '@tjas/ui';
import { renderSection } from '@tjas/federation/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The sport pages against the real PocketBase with the demo data (see renderSection).
const open = (path: string, as: string) => renderSection(section, path, { prefix: tjasSection.prefix, as });

describe('the sport section', () => {
  it('opens the results at /sport, with a season to choose', async () => {
    await open('/sport', 'lid');
    expect(window.location.pathname).toBe('/sport/uitslagen');
    const season = (await screen.findByLabelText('Seizoen')) as HTMLSelectElement;
    expect(season.options.length).toBeGreaterThan(1);
    expect(screen.queryByRole('link', { name: /uitslag toevoegen/i })).toBeNull();
  });

  it('lets the Sportcommissie add a result: Dutch errors first, then saved for the member chosen', async () => {
    await open('/sport/uitslagen/uitslag-toevoegen', 'lid');
    expect(screen.getByText('Geen toegang')).toBeTruthy();

    await open('/sport/uitslagen/uitslag-toevoegen', 'sport');
    const form = screen.getByRole('form', { name: 'Uitslag toevoegen' });
    const competition = `Clubkampioenschap ${Date.now()}`;
    fireEvent.change(within(form).getByLabelText('Wedstrijd'), { target: { value: competition } });
    fireEvent.change(within(form).getByLabelText('Tijd'), { target: { value: '38.1.2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uitslag opslaan' }));
    expect(await within(form).findByText('Kies de schaatser.')).toBeTruthy();
    expect(within(form).getByText('Schrijf de tijd als 38,12 of 1:52,34.')).toBeTruthy();

    const skater = within(form).getByLabelText('Schaatser') as HTMLSelectElement;
    await waitFor(() => expect(skater.options.length).toBeGreaterThan(1));
    const sem = [...skater.options].find((option) => option.text.startsWith('Sem Sporters'))!;
    fireEvent.change(skater, { target: { value: sem.value } });
    fireEvent.change(within(form).getByLabelText('Datum'), { target: { value: '2025-01-18' } });
    fireEvent.change(within(form).getByLabelText('Tijd'), { target: { value: '41,37' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uitslag opslaan' }));
    expect(await screen.findByText('De uitslag is toegevoegd.')).toBeTruthy();
    expect(window.location.pathname).toBe('/sport/uitslagen');
    const pb = getPocketBase();
    const saved = await pb
      .collection('results')
      .getFirstListItem(pb.filter('competition = {:competition}', { competition }));
    expect([saved.skater, saved.time]).toEqual([sem.value, 4137]);
  });

  it('shows a member their own times per distance: the lowest as personal record, a chart in words', async () => {
    await open('/sport/mijn-uitslagen', 'lid');
    const sprint = await screen.findByRole('region', { name: '500 m' });
    // The record is the lowest of her own 500 m times on the server, whatever others skated.
    const pb = getPocketBase();
    const own = await pb.collection('results').getFullList({
      filter: pb.filter('skater = {:me} && distance = 500', { me: pb.authStore.record!.id }),
    });
    expect(own.length).toBeGreaterThan(5);
    const best = formatRaceTime(Math.min(...own.map((result) => Number(result['time']))));
    expect(within(sprint).getByText(/^Persoonlijk record:/).textContent).toContain(best);
    const rows = within(sprint).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(own.length);
    const records = rows.filter((row) => within(row).queryByTitle('Persoonlijk record'));
    expect(records).toHaveLength(1);
    expect(records[0]!.textContent).toContain(best);
    expect(within(sprint).getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      within(sprint).getByRole('img', {
        name: new RegExp(`^500 m: ${own.length} tijden van .*persoonlijk record ${best}`),
      }),
    ).toBeTruthy();
    // Her best per season, newest season first: the lowest time of each season.
    const seasons = [...new Set(own.map((result) => String(result['season'])))].sort().reverse();
    expect(seasons.length).toBe(3);
    const seasonBests = within(within(sprint).getByRole('list', { name: 'Beste tijd per seizoen' })).getAllByRole(
      'listitem',
    );
    expect(seasonBests.map((item) => item.textContent)).toEqual(
      seasons.map((season) => {
        const times = own.filter((result) => result['season'] === season).map((result) => Number(result['time']));
        return `${season}: ${formatRaceTime(Math.min(...times))}`;
      }),
    );
    expect(screen.getByRole('region', { name: '1 km' })).toBeTruthy();
  });

  it('goes back after a correction to the list as the member left it, else to the list (opened directly, after logging in)', async () => {
    // From the list with a distance chosen: saving returns to that list, filter and all.
    await open('/sport/uitslagen?afstand=500', 'sport');
    const [edit] = await screen.findAllByRole('link', { name: /^Bewerken: uitslag van / });
    fireEvent.click(edit!);
    const form = await screen.findByRole('form', { name: 'Uitslag bewerken' });
    const id = window.location.pathname.split('/')[3]!;
    await waitFor(() => expect((within(form).getByLabelText('Tijd') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(within(form).getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText('De uitslag is bijgewerkt.')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/sport/uitslagen?afstand=500'));

    // The same page opened by its address (a bookmark, a link in a mail): there is no list to go
    // back to in this tab, so it goes to the list.
    await open(`/sport/uitslagen/${id}/bewerken`, 'sport');
    const direct = await screen.findByRole('form', { name: 'Uitslag bewerken' });
    await waitFor(() => expect((within(direct).getByLabelText('Tijd') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(within(direct).getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText('De uitslag is bijgewerkt.')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/sport/uitslagen'));

    // Reached after logging in: the login page replaces its own entry with the page asked for, so
    // the editor's entry is not the tab's first, and still there is no list to go back to.
    await open('/sport/uitslagen', 'sport');
    await screen.findAllByRole('link', { name: /^Bewerken: uitslag van / });
    act(() => {
      window.history.replaceState({ usr: null, key: 'na-inloggen', idx: 0 }, '', `/sport/uitslagen/${id}/bewerken`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const afterLogin = await screen.findByRole('form', { name: 'Uitslag bewerken' });
    await waitFor(() => expect((within(afterLogin).getByLabelText('Tijd') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(within(afterLogin).getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText('De uitslag is bijgewerkt.')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/sport/uitslagen'));
  });

  it('tells a member without results that their times come here', async () => {
    await open('/sport/mijn-uitslagen', 'trainer');
    expect(await screen.findByText(/^Je hebt nog geen uitslagen\./)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
