import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, validateNewEmail, validateProfileName } from './account-rules.ts';

describe('validateProfileName', () => {
  it('wants a name of at most 255 characters, spaces around it not counted', () => {
    expect(validateProfileName('   ')).toEqual({ name: 'Vul je naam in.' });
    expect(validateProfileName('x'.repeat(NAME_MAX_LENGTH + 1))).toEqual({
      name: 'Je naam mag hoogstens 255 tekens hebben.',
    });
    expect(validateProfileName(` ${'x'.repeat(NAME_MAX_LENGTH)} `)).toEqual({});
  });
});

describe('validateNewEmail', () => {
  it('wants a valid address that is not the member\u2019s own', () => {
    expect(validateNewEmail('geen-adres', 'lid@tjas.example')).toEqual({ email: 'Vul een geldig e-mailadres in.' });
    expect(validateNewEmail(' LID@tjas.example ', 'lid@tjas.example')).toEqual({ email: 'Dit is al je e-mailadres.' });
    expect(validateNewEmail(' nieuw@tjas.example ', 'lid@tjas.example')).toEqual({});
  });
});
