import { getPocketBase } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOwnAvatar } from '../../../tests/sections/own-avatar.ts';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The board's pages against the real PocketBase with the demo data (see renderSection).
const open = (path: string, as = 'lid') => renderSection(section, path, { prefix: tjasSection.prefix, as });

describe('the board section', () => {
  it('opens the current board at /bestuur: the newest year, with its members in their roles', async () => {
    await open('/bestuur');
    expect(window.location.pathname).toBe('/bestuur/huidig');
    const board = await screen.findByRole('heading', { name: /^47e bestuur \(\d{4}-\d{4}\)$/ });
    const card = board.closest('section, article, div')!;
    expect(within(card as HTMLElement).getByText('Bram Bestuur')).toBeTruthy();
  });

  it('shows each current board member’s face: their photo, or their initials without one (#32 faces)', async () => {
    await open('/bestuur/huidig', 'bestuur');
    const pb = getPocketBase();
    const bram = pb.authStore.record!;
    await setOwnAvatar(pb, 'gezicht.png');
    try {
      await open('/bestuur/huidig');
      const board = await screen.findByRole('heading', { name: /^47e bestuur/ });
      const card = board.closest('section, article, div') as HTMLElement;
      const chair = within(card).getByText('Bram Bestuur').closest('dd')!;
      expect(chair.querySelector('img')!.getAttribute('src')).toMatch(
        new RegExp(`/api/files/[^/]+/${bram.id}/gezicht_\\w+\\.png\\?thumb=96x96$`),
      );
      const others = [...card.querySelectorAll('dd')].filter((value) => value !== chair);
      expect(others.length).toBeGreaterThan(0);
      for (const value of others)
        expect(value.querySelector('[data-initials]')?.getAttribute('data-initials')).toMatch(/^\p{Lu}{1,2}$/u);
    } finally {
      await open('/bestuur/huidig', 'bestuur');
      await setOwnAvatar(getPocketBase(), null);
    }
  });

  it('lists the past boards, newest first, without the current one', async () => {
    await open('/bestuur/oud-besturen');
    const headings = await screen.findAllByRole('heading', { name: /e bestuur \(/ });
    expect(headings.map((heading) => heading.textContent?.slice(0, 11))).toEqual([
      '46e bestuur',
      '45e bestuur',
      '44e bestuur',
      '43e bestuur',
    ]);
  });

  it('shows the documents, hides the archive until asked, and lets only the board upload', async () => {
    await open('/bestuur/documentatie');
    expect(await screen.findByText('Beleidsplan', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByText('Oud beleidsplan', { selector: 'strong' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Document uploaden' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Toon het archief'));
    expect(await screen.findByText('Oud beleidsplan', { selector: 'strong' })).toBeTruthy();
  });

  it('takes a member\u2019s board interest: a Dutch error for too short a motivation, then sent and listed', async () => {
    await open('/bestuur/interesse', 'redactie');
    const motivation = screen.getByLabelText('Motivatie');
    fireEvent.change(motivation, { target: { value: 'Lijkt me leuk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Vertel in minstens 20 tekens waarom je in het bestuur wilt.')).toBeTruthy();
    expect((motivation as HTMLTextAreaElement).value).toBe('Lijkt me leuk'); // nothing typed is lost

    const text = `Ik wil secretaris worden en de notulen bijhouden (${Date.now()}).`;
    fireEvent.click(screen.getByLabelText('Secretaris'));
    fireEvent.change(motivation, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Bedankt! Het bestuur neemt contact met je op.')).toBeTruthy();
    expect(await screen.findByText(text)).toBeTruthy(); // listed under “Jouw aanmeldingen”
    const saved = await getPocketBase()
      .collection('board_interest')
      .getFirstListItem(getPocketBase().filter('motivation = {:text}', { text }));
    expect(saved.roles).toEqual(['secretaris']);
  });

  it('keeps the board room for the board: a member is refused, the board adds a note', async () => {
    await open('/bestuur/bestuurshok', 'lid');
    expect(screen.getByText('Geen toegang')).toBeTruthy();

    await open('/bestuur/bestuurshok', 'bestuur');
    expect(await screen.findByText('Agenda bestuursvergadering')).toBeTruthy();
    const title = `Notitie ${Date.now()}`;
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: title } });
    fireEvent.change(screen.getByLabelText('Notitie'), { target: { value: 'Kerstdiner plannen.' } });
    fireEvent.click(screen.getByRole('button', { name: /opslaan/i }));
    expect(await screen.findByText('De notitie is opgeslagen.')).toBeTruthy();
    expect(await screen.findByText(title)).toBeTruthy();
  });
});
