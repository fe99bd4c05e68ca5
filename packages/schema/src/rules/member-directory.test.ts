import { describe, expect, it } from 'vitest';
import { directoryErrors } from './member-directory.cjs';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('directoryErrors', () => {
  it('accepts details left empty and details filled in well', () => {
    expect(directoryErrors({}, NOW)).toEqual({});
    expect(
      directoryErrors(
        { phone: '+31 6 1234 5678', study: 'Bewegingswetenschappen', joined_year: 2024, shared: ['phone', 'study'] },
        NOW,
      ),
    ).toEqual({});
  });

  it('refuses a phone number with letters or of the wrong length', () => {
    expect(directoryErrors({ phone: 'bel me' }, NOW).phone).toMatch(/^Vul een telefoonnummer in/);
    expect(directoryErrors({ phone: '12345' }, NOW).phone).toBeDefined();
    expect(directoryErrors({ phone: '0612345678901234567890' }, NOW).phone).toBeDefined();
    // 21 characters with the +, and dashes without digits.
    expect(directoryErrors({ phone: '+31 6 1234 5678 90123' }, NOW).phone).toBeDefined();
    expect(directoryErrors({ phone: '------' }, NOW).phone).toBeDefined();
    expect(directoryErrors({ phone: '(020) 123-456' }, NOW)).toEqual({});
  });

  it('refuses a year of joining in the future or before the club, counted in Amsterdam', () => {
    expect(directoryErrors({ joined_year: 2027 }, NOW).joined_year).toBe(
      'Vul het jaar in waarin je lid werd, tussen 1950 en 2026.',
    );
    expect(directoryErrors({ joined_year: 1949 }, NOW).joined_year).toBeDefined();
    expect(directoryErrors({ joined_year: 2020.5 }, NOW).joined_year).toBeDefined();
    // 23:30 UTC on New Year's Eve is already the new year in Amsterdam.
    expect(directoryErrors({ joined_year: 2027 }, Date.parse('2026-12-31T23:30:00Z'))).toEqual({});
  });

  it('refuses a study longer than 100 characters and sharing anything but the three details', () => {
    expect(directoryErrors({ study: 'x'.repeat(101) }, NOW).study).toBe('Je studie mag hooguit 100 tekens hebben.');
    expect(directoryErrors({ shared: ['email'] }, NOW).shared).toBeDefined();
    // As a hook passes it: array-like, not an Array.
    const goSlice = { length: 1, 0: 'email' } as unknown as string[];
    expect(directoryErrors({ shared: goSlice }, NOW).shared).toBeDefined();
  });
});
