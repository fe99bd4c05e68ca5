import { getPocketBase, type CommitteeInterestResponse, type CommitteesResponse } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOwnAvatar } from '../../../tests/sections/own-avatar.ts';
import section from './section.tsx';

// The active members' pages against the real PocketBase with the demo data (see renderSection).
// The prefix is /{product}-actief; the demo product is Tjas.
const open = (path: string, as = 'lid') =>
  renderSection(section, `/tjas-actief${path}`, { prefix: '/tjas-actief', as });

describe('the active members section', () => {
  it('shows every committee with its members', async () => {
    await open('/commissies');
    const sport = await screen.findByRole('heading', { name: 'Sportcommissie' });
    const card = sport.closest('article, section') as HTMLElement;
    expect(within(card).getByText('Sem Sporters')).toBeTruthy();
  });

  it('shows each committee member with their photo, or their initials without one (#32 faces)', async () => {
    await open('/commissies', 'sport');
    const pb = getPocketBase();
    const sem = pb.authStore.record!;
    await setOwnAvatar(pb, 'gezicht.png');
    try {
      await open('/commissies');
      const sport = await screen.findByRole('heading', { name: 'Sportcommissie' });
      const list = within(sport.closest('article, section') as HTMLElement).getByRole('list', {
        name: 'Leden van Sportcommissie',
      });
      const withPhoto = within(list)
        .getByText(sem['name'] as string)
        .closest('li')!;
      expect(withPhoto.querySelector('img')!.getAttribute('src')).toMatch(
        new RegExp(`/api/files/[^/]+/${sem.id}/gezicht_\\w+\\.png\\?thumb=96x96$`),
      );
      const others = [...list.querySelectorAll('li')].filter((item) => item !== withPhoto);
      expect(others.length).toBeGreaterThan(0);
      for (const item of others)
        expect(item.querySelector('[data-initials]')?.getAttribute('data-initials')).toMatch(/^\p{Lu}{1,2}$/u);
    } finally {
      await open('/commissies', 'sport');
      await setOwnAvatar(getPocketBase(), null);
    }
  });

  it('lists the disputen on one page and the organen on the other', async () => {
    await open('/disputen');
    expect(await screen.findByText('Dispuut De Klapschaats')).toBeTruthy();
    expect(screen.queryByText('Kascommissie')).toBeNull();
    await open('/organen');
    expect(await screen.findByText('Kascommissie')).toBeTruthy();
    expect(screen.queryByText('Dispuut De Klapschaats')).toBeNull();
  });

  it('takes committee interest: Dutch errors at the fields first, then sent to the chosen committee', async () => {
    await open('/commissie-interesse', 'redactie');
    fireEvent.click(await screen.findByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Kies minstens één commissie.')).toBeTruthy();
    expect(screen.getByText('Vertel in minstens 20 tekens waarom je wilt meedoen.')).toBeTruthy();
    // Admin committees are not offered.
    expect(screen.queryByLabelText('Bestuur')).toBeNull();

    const text = `Ik fotografeer graag en wil albums maken (${Date.now()}).`;
    fireEvent.click(screen.getByLabelText('Mediacommissie'));
    fireEvent.change(screen.getByLabelText('Motivatie'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Je aanmelding is verstuurd. De commissies nemen contact met je op.')).toBeTruthy();
    const pb = getPocketBase();
    const saved = await pb
      .collection('committee_interest')
      .getFirstListItem<CommitteeInterestResponse<{ committees: CommitteesResponse[] }>>(
        pb.filter('motivation = {:text}', { text }),
        { expand: 'committees' },
      );
    expect(saved.expand.committees.map((committee) => committee.name)).toEqual(['Mediacommissie']);
  });

  it('keeps member administration for admins, who add a member and are told when a username is taken', async () => {
    await open('/ledenbeheer', 'lid');
    expect(screen.getByText('Geen toegang')).toBeTruthy();

    await open('/ledenbeheer', 'ict');
    fireEvent.click(await screen.findByRole('button', { name: 'Lid toevoegen' }));
    const form = await screen.findByRole('form', { name: 'Lid toevoegen' });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field('Naam'), { target: { value: 'Nina Nieuw' } });
    fireEvent.change(field('Gebruikersnaam'), { target: { value: 'lid' } });
    fireEvent.change(field('E-mailadres'), { target: { value: `nina.${Date.now()}@tjas.example` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lid toevoegen' }));
    expect(await within(form).findByText('Deze gebruikersnaam is al in gebruik of ongeldig.')).toBeTruthy();
    expect((field('Naam') as HTMLInputElement).value).toBe('Nina Nieuw'); // nothing typed is lost

    const username = `nina.${Date.now()}`;
    fireEvent.change(field('Gebruikersnaam'), { target: { value: username } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lid toevoegen' }));
    expect(await screen.findByText(/^Nina Nieuw is toegevoegd/)).toBeTruthy();
    const pb = getPocketBase();
    const member = await pb.collection('users').getFirstListItem(pb.filter('username = {:username}', { username }));
    expect(member.name).toBe('Nina Nieuw');
  });
});
