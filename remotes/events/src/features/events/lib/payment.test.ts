import { describe, expect, it } from 'vitest';
import type { SignupRecord } from '../api/events-api.ts';
import { amountOwed, amountOwedText, howToPay, partyAmountText } from './payment.ts';
import { testEvent } from './test-event.ts';

const signup = (places: number) => ({ id: 's1', places, status: 'confirmed' }) as SignupRecord;
const event = testEvent({ price: 750, max_guests: 2, payment_instructions: 'Maak het over naar NL00 BANK.' });

describe('what a member pays on the page (#32 item 4)', () => {
  it('is the price for the member and each guest, the same amount in the status and in "Te betalen"', () => {
    // One guest: € 15,00 everywhere, never the price of one person.
    expect(amountOwed(event, signup(2))).toBe('€\u00a015,00');
    expect(amountOwedText(event, signup(2))).toBe('€\u00a015,00 voor jou en je introducé (2 × €\u00a07,50)');
    expect(amountOwed(event, signup(1))).toBe('€\u00a07,50');
    // Before signing up: the same words for the party being put together.
    expect(partyAmountText(event, 3)).toBe('€\u00a022,50 voor jou en je 2 introducés (3 × €\u00a07,50)');
    // A sign-up from before guests takes one place.
    expect(amountOwed(event, signup(0))).toBe('€\u00a07,50');
  });

  it('says how to pay, or who will tell for an event saved without instructions', () => {
    expect(howToPay(event)).toBe('Maak het over naar NL00 BANK.');
    expect(howToPay(testEvent({ price: 3500, payment_instructions: '' }))).toBe(
      'Hoe je betaalt, hoor je van de organisatie.',
    );
  });
});
