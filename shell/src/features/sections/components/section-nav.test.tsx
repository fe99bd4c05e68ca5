import { sessionStore } from '@tjas/auth';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tjas/router/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { SectionNav } from './section-nav.tsx';

const entries = [
  { to: 'uitslagen', label: 'Uitslagen' },
  { to: 'uitslagen/uitslag-toevoegen', label: 'Uitslag toevoegen', permission: ['sport'] },
  { to: 'materiaal', label: 'Materiaal' },
];

function renderNav() {
  render(
    <MemoryRouter initialEntries={['/sport/materiaal']}>
      <SectionNav label="Sport" prefix="/sport" entries={entries} />
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStore.setState({ status: 'ready', token: '', user: null, committees: [] }));

describe('SectionNav', () => {
  it('shows only the entries the member may use, and marks the current page', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Menu Sport' });
    expect(nav.textContent).toBe('UitslagenMateriaal');
    expect(screen.getByRole('link', { name: 'Materiaal' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Uitslagen' }).getAttribute('href')).toBe('/sport/uitslagen');
  });

  it('shows committee entries to that committee and to admins', () => {
    sessionStore.setState({ committees: [{ id: 'b', key: 'bestuur', name: 'Bestuur', admin: true }] });
    renderNav();
    expect(screen.getByRole('link', { name: 'Uitslag toevoegen' }).getAttribute('href')).toBe(
      '/sport/uitslagen/uitslag-toevoegen',
    );
  });

  it('is not shown for a section with a single page', () => {
    render(
      <MemoryRouter>
        <SectionNav label="Evenementen" prefix="/evenementen" entries={[{ to: '', label: 'Evenementen' }]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
