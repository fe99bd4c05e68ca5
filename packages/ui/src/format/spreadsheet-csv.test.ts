import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, spreadsheetTime } from './spreadsheet-csv.ts';

describe('spreadsheetCsv', () => {
  it('quotes every cell, writes yes/no in Dutch and starts with a byte-order mark for Excel', () => {
    expect(
      spreadsheetCsv([
        ['Naam', 'Betaald'],
        ['Daan "D" de Vries', true],
        [null, false],
      ]),
    ).toBe('\ufeff"Naam";"Betaald"\r\n"Daan ""D"" de Vries";"ja"\r\n"";"nee"\r\n');
  });

  it.each(['=HYPERLINK("x")', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'neutralises %j, which a spreadsheet would run as a formula',
    (text) => {
      expect(spreadsheetCsv([[text]])).toContain(`"'${text.replace(/"/g, '""')}"`);
    },
  );
});

describe('spreadsheetTime', () => {
  it('writes times in Amsterdam time, summer and winter', () => {
    expect(spreadsheetTime('2026-07-01 10:00:00.000Z')).toBe('2026-07-01 12:00');
    expect(spreadsheetTime('2026-12-31 23:30:00.000Z')).toBe('2027-01-01 00:30');
    expect(spreadsheetTime('')).toBe('');
  });
});
