import { render, screen } from '@testing-library/react';
import { BrowserRouter } from '@tjas/router';
import { describe, expect, it } from 'vitest';
import { testCard } from '../lib/test-event.ts';
import { EventCard } from './event-card.tsx';

describe('EventCard', () => {
  it('marks a cancelled event, instead of its places and sign-up window', () => {
    const event = { ...testCard({ title: 'Ijsdisco', capacity: 20, signups_confirmed: 20 }), cancelled: true };
    render(
      <BrowserRouter>
        <EventCard event={{ ...event, mine: { status: 'confirmed', id: 's1' } }} upcoming onChange={() => undefined} />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('event-pill').textContent).toBe('Geannuleerd');
    expect(screen.queryByText(/Vol|Inschrijven|Aangemeld/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks a past event that was cancelled too', () => {
    render(
      <BrowserRouter>
        <EventCard event={{ ...testCard({ title: 'Oud' }), cancelled: true }} upcoming={false} />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('event-pill').textContent).toBe('Geannuleerd');
  });

  it('leads a coming training to its page to say whether you come, with no places or sign-up', () => {
    const training = { ...testCard({ title: 'IJstraining', start: '2099-12-10 18:00:00.000Z' }), training: true };
    render(
      <BrowserRouter>
        <EventCard event={training} upcoming onChange={() => undefined} />
      </BrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'Geef door of je komt' }).getAttribute('href')).toBe(
      `/evenementen/${training.id}`,
    );
    expect(screen.queryByTestId('event-status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an event that goes on as before: date tile, pill, places, and its organiser’s colour without a picture', () => {
    const { container } = render(
      <BrowserRouter>
        <EventCard event={testCard({ title: 'Clinic', capacity: 20, signups_confirmed: 5 })} upcoming />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('event-status').textContent).toMatch(/^Nog 15 van 20 plaatsen vrij/);
    expect(screen.getByTestId('event-pill').textContent).toBe('Nog 15 plekken');
    // 18:00 UTC on 10 December is 19:00 in Amsterdam, the same day.
    expect(screen.getByTestId('date-tile').textContent).toBe('10dec');
    expect(container.querySelector('img')).toBeNull();
  });
});
