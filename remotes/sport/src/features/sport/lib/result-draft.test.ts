import { describe, expect, it } from 'vitest';
import type { ResultRecord } from '../api/sport-api.ts';
import { draftFromResult, EMPTY_RESULT, resultBody, validateResult } from './result-draft.ts';

const NOW = new Date('2026-02-10T10:00:00Z');
const valid = {
  ...EMPTY_RESULT,
  skater: 'u1',
  competition: 'Gruno Bokaal',
  date: '2026-02-07',
  distance: '1500',
  time: '1:52,34',
  ranking: '3',
};

describe('validateResult', () => {
  it('accepts a complete result', () => {
    expect(validateResult(valid, NOW)).toEqual({});
  });

  it('explains every missing field in Dutch', () => {
    expect(validateResult(EMPTY_RESULT, NOW)).toEqual({
      skater: 'Kies de schaatser.',
      competition: 'Vul de naam van de wedstrijd in.',
      date: 'Vul de datum van de wedstrijd in.',
      time: 'Schrijf de tijd als 38,12 of 1:52,34.',
    });
  });

  it('refuses a date in the future, a malformed time and a negative ranking', () => {
    const errors = validateResult({ ...valid, date: '2026-02-11', time: '1:75,00', ranking: '-2' }, NOW);
    expect(errors.date).toBe('Een uitslag kan niet in de toekomst liggen.');
    expect(errors.time).toBe('Schrijf de tijd als 38,12 of 1:52,34.');
    expect(errors.ranking).toBe('De plaats is een heel getal vanaf 1.');
  });
});

it('sends the time in hundredths and no ranking when none was given', () => {
  expect(resultBody({ ...valid, ranking: '' })).toMatchObject({
    time: 11234,
    distance: 1500,
    ranking: null,
    date: '2026-02-07 12:00:00.000Z',
  });
});

describe('draftFromResult', () => {
  it('gives back what the form saved, so a correction starts from the stored result', () => {
    const stored = { id: 'r1', ...resultBody(valid) } as unknown as ResultRecord;
    expect(draftFromResult(stored)).toEqual(valid);
    expect(draftFromResult({ ...stored, ranking: 0 }).ranking).toBe('');
  });
});
