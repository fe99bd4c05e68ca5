import { describe, expect, it } from 'vitest';
import { TEST_NOW, testCard } from './test-event.ts';
import { eventStatus, placesText, statusPill } from './event-status.ts';

const now = TEST_NOW;
const event = testCard;

describe('eventStatus', () => {
  it('counts the free places, or says the event is full and how many wait', () => {
    expect(eventStatus(event({ capacity: 20, signups_confirmed: 17 }), now)).toMatchObject({
      places: 'Nog 3 van 20 plaatsen vrij',
      full: false,
    });
    expect(eventStatus(event({ capacity: 1 }), now).places).toBe('Nog 1 van 1 plaats vrij');
    expect(eventStatus(event({ capacity: 20, signups_confirmed: 20 }), now)).toMatchObject({
      places: 'Vol',
      full: true,
    });
    expect(eventStatus(event({ capacity: 20, signups_confirmed: 20, signups_waiting: 2 }), now).places).toBe(
      'Vol · 2 op de wachtlijst',
    );
    // A party of three waits for the two free places to become three: nobody goes before it.
    expect(eventStatus(event({ capacity: 20, signups_confirmed: 18, signups_waiting: 1 }), now).places).toBe(
      'Wachtlijst · 1 wacht, 2 plaatsen vrij',
    );
    expect(eventStatus(event({ capacity: 0, signups_confirmed: 12 }), now)).toMatchObject({
      places: '12 aangemeld',
      full: false,
    });
  });

  it('says until when members can sign up, when it opens, or that it has closed', () => {
    expect(eventStatus(event({ signup_deadline: '2026-12-08 12:00:00.000Z' }), now).signup).toEqual({
      text: 'Inschrijven tot',
      date: '2026-12-08 12:00:00.000Z',
    });
    // Without a deadline, sign-up closes when the event starts.
    expect(eventStatus(event({}), now).signup).toEqual({
      text: 'Inschrijven tot',
      date: '2026-12-10 18:00:00.000Z',
    });
    expect(eventStatus(event({ signup_opens: '2026-12-03 09:00:00.000Z' }), now).signup).toEqual({
      text: 'Inschrijving opent',
      date: '2026-12-03 09:00:00.000Z',
    });
    expect(eventStatus(event({ signup_deadline: '2026-11-30 12:00:00.000Z' }), now).signup).toEqual({
      text: 'Inschrijving gesloten',
    });
    expect(eventStatus(event({ start: '2026-12-01 11:00:00.000Z' }), now).signup).toBeNull();
  });
});

describe('placesText', () => {
  it("is the card's wording for the event page's live counts too, never a second way to say it", () => {
    expect(placesText(30, 12, 0)).toBe('Nog 18 van 30 plaatsen vrij');
    expect(placesText(1, 1, 1)).toBe('Vol · 1 op de wachtlijst');
    expect(placesText(0, 7, 0)).toBe('7 aangemeld');
    expect(placesText(30, 12, 0)).toBe(eventStatus(event({ capacity: 30, signups_confirmed: 12 }), now).places);
  });
});

describe('statusPill (#32, the event cards)', () => {
  it("puts the member's own place first, then full, waiting or the free places", () => {
    const full = event({ capacity: 20, signups_confirmed: 20, signups_waiting: 2 });
    expect(statusPill(full, { status: 'confirmed', id: 's1' })).toEqual({ text: 'Aangemeld', tone: 'mine' });
    expect(statusPill(full, { status: 'waiting', position: 2, id: 's1' })).toEqual({
      text: 'Wachtlijst · plek 2',
      tone: 'waiting',
    });
    expect(statusPill(full, undefined)).toEqual({ text: 'Vol', tone: 'full' });
    // Two places free but a party waits for them: a new sign-up waits too.
    expect(statusPill(event({ capacity: 20, signups_confirmed: 18, signups_waiting: 1 }), undefined)?.text).toBe(
      'Wachtlijst',
    );
    expect(statusPill(event({ capacity: 20, signups_confirmed: 17 }), undefined)).toEqual({
      text: 'Nog 3 plekken',
      tone: 'open',
    });
    expect(statusPill(event({ capacity: 5, signups_confirmed: 4 }), undefined)?.text).toBe('Nog 1 plek');
  });

  it('says nothing of an event without a limit, and only "Geannuleerd" of a cancelled one', () => {
    expect(statusPill(event({ capacity: 0, signups_confirmed: 40 }), undefined)).toBeNull();
    expect(statusPill(event({ capacity: 0 }), { status: 'confirmed', id: 's1' })?.text).toBe('Aangemeld');
    expect(statusPill({ ...event({ capacity: 20 }), cancelled: true }, { status: 'confirmed', id: 's1' })).toEqual({
      text: 'Geannuleerd',
      tone: 'cancelled',
    });
  });
});
