import { describe, expect, it } from 'vitest';
import { answerErrors, checkAnswers, checkGuests, checkQuestions, guestNameMessage } from './signup-answers.cjs';

it('names the limits of a guest name in its message', () => {
  expect(guestNameMessage(2, 100)).toBe('Vul van elke introducé de naam in (2 tot 100 tekens).');
});

describe('checkAnswers', () => {
  const questions = [
    { id: 'maat', label: 'Maat', type: 'choice' as const, options: ['S', 'M'], required: true },
    { id: 'vega', label: 'Vegetarisch?', type: 'yesno' as const },
    { id: 'opmerking', label: 'Opmerking', type: 'text' as const },
  ];

  it('keeps the answers to the questions only, text trimmed', () => {
    expect(checkAnswers(questions, { maat: 'M', vega: false, opmerking: ' hoi ', anders: 'x' }, 10)).toEqual({
      error: '',
      cleaned: { maat: 'M', vega: false, opmerking: 'hoi' },
    });
    expect(checkAnswers(null, { maat: 'M' }, 10)).toEqual({ error: '', cleaned: {} });
  });

  it('wants the required questions answered, and skips open optional ones', () => {
    for (const answers of [{}, { maat: '' }, { maat: '  ' }, { maat: null }, null, ['M'], 'M']) {
      expect(checkAnswers(questions, answers, 10).error).toBe('Beantwoord de vraag "Maat".');
    }
    expect(checkAnswers(questions, { maat: 'S', opmerking: '' }, 10)).toEqual({ error: '', cleaned: { maat: 'S' } });
  });

  it('checks each answer against its question, the first wrong one in question order', () => {
    expect(checkAnswers(questions, { maat: 'XL' }, 10).error).toBe('Kies een van de mogelijkheden bij "Maat".');
    expect(checkAnswers(questions, { maat: 'S', vega: 'ja' }, 10).error).toBe('Kies ja of nee bij "Vegetarisch?".');
    expect(checkAnswers(questions, { maat: 'S', opmerking: 3 }, 10).error).toBe('Vul tekst in bij "Opmerking".');
    expect(checkAnswers(questions, { maat: 'S', opmerking: 'x'.repeat(11) }, 10)).toEqual({
      error: 'Het antwoord op "Opmerking" mag hoogstens 10 tekens hebben.',
      cleaned: null,
    });
    expect(checkAnswers(questions, { maat: 'XL', vega: 'ja' }, 10).error).toContain('"Maat"');
  });

  it('finds no answer in Object’s own members for a question id such as "constructor"', () => {
    const odd = [{ id: 'constructor', label: 'Iets', type: 'text' as const, required: true }];
    expect(checkAnswers(odd, {}, 10).error).toBe('Beantwoord de vraag "Iets".');
  });
});

describe('answerErrors', () => {
  const questions = [
    { id: 'maat', label: 'Maat', type: 'choice' as const, options: ['S', 'M'], required: true },
    { id: 'vega', label: 'Vegetarisch?', type: 'yesno' as const, required: true },
    { id: 'opmerking', label: 'Opmerking', type: 'text' as const },
  ];

  it('names every question with a problem at once, in the words checkAnswers gives the first', () => {
    const answers = { maat: 'XL', opmerking: 'x'.repeat(11) };
    expect(answerErrors(questions, answers, 10)).toEqual({
      maat: 'Kies een van de mogelijkheden bij "Maat".',
      vega: 'Beantwoord de vraag "Vegetarisch?".',
      opmerking: 'Het antwoord op "Opmerking" mag hoogstens 10 tekens hebben.',
    });
    expect(checkAnswers(questions, answers, 10).error).toBe(answerErrors(questions, answers, 10)['maat']);
  });

  it('is empty when every answer is fine, and for no questions or no answers object', () => {
    expect(answerErrors(questions, { maat: 'S', vega: false }, 10)).toEqual({});
    expect(answerErrors(null, { maat: 'XL' }, 10)).toEqual({});
    expect(Object.keys(answerErrors(questions, 'M', 10))).toEqual(['maat', 'vega']);
  });
});

describe('checkGuests', () => {
  it('takes nothing as no guests', () => {
    for (const given of [undefined, null, '', []])
      expect(checkGuests(given, 2, 2, 100)).toEqual({ error: '', names: [] });
  });

  it('takes up to the maximum, names trimmed', () => {
    expect(checkGuests([' Anna ', 'Bo'], 2, 2, 100)).toEqual({ error: '', names: ['Anna', 'Bo'] });
  });

  it('refuses guests where none may come, too many, and names out of their limits', () => {
    expect(checkGuests(['Anna'], 0, 2, 100).error).toBe('Bij dit evenement kun je geen introducés meenemen.');
    expect(checkGuests(['Anna', 'Bo'], 1, 2, 100).error).toBe('Je mag hoogstens 1 introducé meenemen.');
    expect(checkGuests(['Anna', 'Bo', 'Cas'], 2, 2, 100).error).toBe('Je mag hoogstens 2 introducés meenemen.');
    for (const names of [['A'], ['  A  '], ['x'.repeat(101)], [42]]) {
      expect(checkGuests(names, 2, 2, 100)).toEqual({ error: guestNameMessage(2, 100), names: null });
    }
    expect(checkGuests('Anna', 2, 2, 100)).toEqual({
      error: 'Geef de introducés als een lijst van namen.',
      names: null,
    });
  });
});

describe('checkQuestions', () => {
  const limits = { questions: { max: 3 }, questionLabel: { max: 20 }, questionId: { max: 8 } };
  const question = (fields: object) => ({ id: 'maat', label: 'Maat', type: 'text', ...fields });

  it('takes no list, an empty list and well-formed questions of each kind', () => {
    expect(checkQuestions(null, limits)).toBe('');
    expect(checkQuestions([], limits)).toBe('');
    expect(
      checkQuestions(
        [
          question({}),
          question({ id: 'vega', type: 'yesno', required: true }),
          question({ id: 'keuze-2', type: 'choice', options: ['S', 'M'] }),
        ],
        limits,
      ),
    ).toBe('');
  });

  it('refuses what is not a list of questions, or too many', () => {
    expect(checkQuestions({ maat: 'x' }, limits)).toBe('De vragen moeten een lijst zijn.');
    expect(checkQuestions([1, 2, 3, 4], limits)).toBe('Stel hoogstens 3 vragen.');
    expect(checkQuestions([null], limits)).toBe('Elke vraag heeft een id, een vraagtekst en een soort.');
  });

  it('wants short unique ids of letters, digits and dashes', () => {
    for (const id of ['', 'Maat', 'maat_1', 'negen-ch9', 3]) {
      expect(checkQuestions([question({ id })], limits), String(id)).toBe(
        'Elke vraag heeft een korte id (letters, cijfers, streepjes).',
      );
    }
    expect(checkQuestions([question({}), question({ label: 'Anders' })], limits)).toBe(
      'De vraag-id "maat" komt twee keer voor.',
    );
    // An id such as "constructor" is not taken by Object's own members.
    expect(checkQuestions([question({ id: 'constructor' })], { ...limits, questionId: { max: 20 } })).toBe('');
  });

  it('wants a question text within its limit, a known kind and two real choices', () => {
    for (const label of ['', '   ', 'x'.repeat(21), 7]) {
      expect(checkQuestions([question({ label })], limits)).toBe(
        'Elke vraag heeft een vraagtekst van hoogstens 20 tekens.',
      );
    }
    expect(checkQuestions([question({ type: 'date' })], limits)).toBe('Onbekende soort vraag bij "Maat".');
    for (const options of [undefined, ['S'], ['S', ' '], ['S', 3]]) {
      expect(checkQuestions([question({ type: 'choice', options })], limits)).toBe(
        'Geef bij "Maat" minstens twee keuzes.',
      );
    }
  });
});
