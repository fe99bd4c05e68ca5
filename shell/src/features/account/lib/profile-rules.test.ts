import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, validateProfileName } from './profile-rules.ts';

describe('validateProfileName', () => {
  it('wants a name of at most 255 characters, spaces around it not counted', () => {
    expect(validateProfileName('   ')).toEqual({ name: 'Vul je naam in.' });
    expect(validateProfileName('x'.repeat(NAME_MAX_LENGTH + 1))).toEqual({
      name: 'Je naam mag hoogstens 255 tekens hebben.',
    });
    expect(validateProfileName(` ${'x'.repeat(NAME_MAX_LENGTH)} `)).toEqual({});
  });
});
