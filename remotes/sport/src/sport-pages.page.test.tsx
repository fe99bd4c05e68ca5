import { getPocketBase } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
});
