import { describe, expect, it } from 'vitest';
import { isPaidForm, toFormValues, validateEventForm, type EventFormValues } from './event-form-values.ts';

/** How to pay without an amount, as a paid event must say it. */
const HOW = 'Maak het over naar NL00 BANK 0123 4567 89 o.v.v. Kerstdiner.';

const valid = (): EventFormValues => ({
  ...toFormValues(undefined, 'c1'),
  title: 'Kerstdiner',
  start: '2030-12-20T18:00',
  end: '2030-12-20T23:00',
});

describe('validateEventForm', () => {
  it('takes 0 to 10 guests per member', () => {
    expect(validateEventForm({ ...valid(), maxGuests: '2' }).input?.max_guests).toBe(2);
    expect(validateEventForm({ ...valid(), maxGuests: '' }).input?.max_guests).toBe(0);
    for (const wrong of ['11', '-1', '1,5', 'twee'])
      expect(validateEventForm({ ...valid(), maxGuests: wrong }).errors.maxGuests).toBe(
        'Vul 0 tot 10 introducés per lid in (leeg is geen).',
      );
    // A member with all their guests must fit the event, as the server checks.
    expect(validateEventForm({ ...valid(), capacity: '3', maxGuests: '3' }).errors.maxGuests).toMatch(
      /^Een lid met het hoogste aantal introducés past niet/,
    );
    expect(validateEventForm({ ...valid(), capacity: '3', maxGuests: '2' }).errors).toEqual({});
  });

  it('asks for payment instructions only for a price above zero', () => {
    expect(['12,50', '€ 5', '0,01'].map((price) => isPaidForm({ ...valid(), price }))).toEqual([true, true, true]);
    expect(['', '0', '0,00', 'gratis'].map((price) => isPaidForm({ ...valid(), price }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps payment instructions of a paid event only, within 2000 characters', () => {
    const instructions = ` ${HOW} `;
    expect(
      validateEventForm({ ...valid(), price: '12,50', paymentInstructions: instructions }).input?.payment_instructions,
    ).toBe(instructions.trim());
    expect(
      validateEventForm({ ...valid(), price: '', paymentInstructions: instructions }).input?.payment_instructions,
    ).toBe('');
    expect(
      validateEventForm({ ...valid(), price: '5', paymentInstructions: 'x'.repeat(2001) }).errors.paymentInstructions,
    ).toBe('De betaalinstructies mogen hoogstens 2000 tekens hebben.');
  });

  it('asks a paid event how to pay, without an amount: the site works out each member’s own (#32 item 4)', () => {
    expect(validateEventForm({ ...valid(), price: '7,50' }).errors.paymentInstructions).toMatch(
      /^Schrijf hoe leden betalen/,
    );
    expect(
      validateEventForm({ ...valid(), price: '7,50', paymentInstructions: 'Maak € 7,50 over naar NL00 BANK.' }).errors
        .paymentInstructions,
    ).toBe('Noem hier geen bedrag: de site zet bij elk lid zelf wat het betaalt, met zijn introducés erbij.');
    expect(validateEventForm({ ...valid(), price: '7,50', paymentInstructions: HOW }).errors).toEqual({});
  });

  it('lets an older paid event without instructions change otherwise, as the server does', () => {
    const older = { price: 750, payment_instructions: '' };
    expect(validateEventForm({ ...valid(), price: '7,50', location: 'De Uithof' }, older).errors).toEqual({});
    const withAmount = { price: 750, payment_instructions: 'Maak € 7,50 over.' };
    expect(
      validateEventForm({ ...valid(), price: '7,50', paymentInstructions: 'Maak € 7,50 over.' }, withAmount).errors,
    ).toEqual({});
    // A new price, or new words, is held to the rule.
    expect(validateEventForm({ ...valid(), price: '10' }, older).errors.paymentInstructions).toMatch(
      /^Schrijf hoe leden betalen/,
    );
    expect(
      validateEventForm({ ...valid(), price: '7,50', paymentInstructions: 'Betaal € 7,50' }, older).errors
        .paymentInstructions,
    ).toMatch(/^Noem hier geen bedrag/);
  });

  it('builds the record from a valid form', () => {
    const { errors, input } = validateEventForm({
      ...valid(),
      capacity: '24',
      price: '12,50',
      paymentInstructions: HOW,
      questions: [
        { id: '', label: 'Dieetwensen', type: 'text', options: '', required: false },
        { id: '', label: 'Maat', type: 'choice', options: 'S\nM\n\nL', required: true },
      ],
    });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ title: 'Kerstdiner', capacity: 24, price: 1250, organiser: 'c1' });
    expect(input?.questions).toEqual([
      { id: 'dieetwensen', label: 'Dieetwensen', type: 'text', required: false },
      { id: 'maat', label: 'Maat', type: 'choice', options: ['S', 'M', 'L'], required: true },
    ]);
    expect(input?.start).toBe(new Date('2030-12-20T18:00').toISOString());
  });

  it('gives a Dutch message per wrong field', () => {
    const { errors, input } = validateEventForm({
      ...valid(),
      title: 'X',
      end: '2030-12-20T17:00',
      capacity: '-1',
      price: 'gratis',
      signupDeadline: '2030-12-21T00:00',
      questions: [{ id: '', label: 'Maat', type: 'choice', options: 'M', required: false }],
    });
    expect(input).toBeUndefined();
    expect(errors).toEqual({
      title: 'Geef het evenement een naam van minstens 3 tekens.',
      end: 'Het einde ligt voor het begin.',
      capacity: 'Vul een heel aantal plaatsen in (leeg of 0 is geen limiet).',
      price: 'Vul een bedrag in, bijvoorbeeld 12,50 (leeg is gratis).',
      signupDeadline: 'De inschrijving moet sluiten voordat het evenement begint.',
      questionErrors: { 0: 'Geef minstens twee keuzes, elk op een eigen regel.' },
    });
  });

  it('requires a start', () => {
    expect(validateEventForm({ ...valid(), start: '' }).errors.start).toBe('Vul in wanneer het begint.');
  });
});

describe('the price of an event', () => {
  it('is read as the webshop reads prices ("12,5" is 12,50), up to € 100.000', () => {
    expect(validateEventForm({ ...valid(), price: '12,5', paymentInstructions: HOW }).input?.price).toBe(1250);
    expect(validateEventForm({ ...valid(), price: '100000,01' }).errors.price).toBe(
      'Een prijs boven € 100.000 kan hier niet.',
    );
  });
});
