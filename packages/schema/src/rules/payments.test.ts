import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES as M,
  amountDue,
  amountText,
  formatEuros,
  namesText,
  paymentChangeError,
  paymentInstructionsError,
} from './payments.cjs';

describe('amountDue', () => {
  it('is the price for the member and each guest', () => {
    expect(amountDue(750, 1)).toBe(750);
    expect(amountDue(750, 2)).toBe(1500);
    expect(amountDue(3500, 4)).toBe(14000);
  });

  it('counts a sign-up from before guests (no places) as one, and a free event as nothing', () => {
    expect(amountDue(750, 0)).toBe(750);
    expect(amountDue(0, 3)).toBe(0);
  });
});

describe('amountText', () => {
  it('names the total, and with guests who it is for and how it adds up', () => {
    expect(amountText(750, 1)).toBe('€ 7,50');
    expect(amountText(750, 2)).toBe('€ 15,00 voor jou en je introducé (2 × € 7,50)');
    expect(amountText(123456, 4)).toBe('€ 4.938,24 voor jou en je 3 introducés (4 × € 1.234,56)');
  });

  it('writes amounts as Dutch do', () => {
    expect(formatEuros(5)).toBe('€ 0,05');
    expect(formatEuros(100000000)).toBe('€ 1.000.000,00');
  });
});

describe('namesText', () => {
  it('lists names with commas and a last "en"', () => {
    expect(namesText(['Piet'])).toBe('Piet');
    expect(namesText(['Piet', ' Klaas '])).toBe('Piet en Klaas');
    expect(namesText(['Piet', 'Klaas', 'Anna'])).toBe('Piet, Klaas en Anna');
    expect(namesText([])).toBe('');
  });
});

describe('paymentInstructionsError', () => {
  it('asks a paid event how to pay', () => {
    expect(paymentInstructionsError(750, '')).toBe(M.instructionsMissing);
    expect(paymentInstructionsError(750, '   ')).toBe(M.instructionsMissing);
    expect(paymentInstructionsError(750, 'Maak over naar NL12 DEMO 0123 4567 89 o.v.v. je naam.')).toBe('');
  });

  it('leaves the amount to the site: a second amount in the text would contradict the member’s own', () => {
    for (const text of [
      'Maak € 7,50 over.',
      'Maak €12 over',
      'Betaal 12,50 euro contant',
      'EUR 7 aan de deur',
      'Maak 12,- over',
    ])
      expect(paymentInstructionsError(750, text), text).toBe(M.amountInInstructions);
    // Account numbers and dates are not amounts.
    expect(
      paymentInstructionsError(750, 'NL12 DEMO 0123 4567 89, vóór 1 december 19.00 uur, o.v.v. Euro-trip, 2 mensen'),
    ).toBe('');
  });

  it('takes a list of dates for what it is, not for an amount', () => {
    expect(paymentInstructionsError(750, 'Maak over naar NL12 DEMO 0123 4567 89 op 12,13 of 14 maart.')).toBe('');
    expect(paymentInstructionsError(750, 'Contant bij de training van 3,10 en 17 oktober.')).toBe('');
  });

  it('asks nothing of a free event', () => {
    expect(paymentInstructionsError(0, '')).toBe('');
  });
});

describe('paymentChangeError', () => {
  const old = { price: 750, instructions: '' };

  it('checks a new paid event', () => {
    expect(paymentChangeError(null, old)).toBe(M.instructionsMissing);
    expect(paymentChangeError(null, { price: 750, instructions: 'Maak € 7,50 over' })).toBe(M.amountInInstructions);
    expect(paymentChangeError(null, { price: 750, instructions: 'NL12 DEMO 0123 4567 89' })).toBe('');
  });

  it('lets an older paid event change otherwise while its price and instructions stay', () => {
    expect(paymentChangeError(old, { ...old })).toBe('');
    const withAmount = { price: 750, instructions: 'Maak € 7,50 over' };
    expect(paymentChangeError(withAmount, { ...withAmount })).toBe('');
    // Only spaces around the text: the same text.
    expect(paymentChangeError(withAmount, { price: 750, instructions: ' Maak € 7,50 over\n' })).toBe('');
  });

  it('checks the rule as soon as the price or the instructions change', () => {
    expect(paymentChangeError(old, { price: 1000, instructions: '' })).toBe(M.instructionsMissing);
    expect(paymentChangeError(old, { price: 750, instructions: 'Maak € 7,50 over' })).toBe(M.amountInInstructions);
    expect(paymentChangeError({ price: 0, instructions: '' }, old)).toBe(M.instructionsMissing);
  });
});
