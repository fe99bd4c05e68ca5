import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, validateAvatar, validateNewEmail, validateProfileName } from './account-rules.ts';

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

describe('validateAvatar', () => {
  const image = (type: string, size: number) => new File([new Uint8Array(size)], 'foto', { type });
  it('wants a JPG, PNG, WebP or GIF of at most 2 MB', () => {
    expect(validateAvatar(null)).toEqual({ avatar: 'Kies eerst een afbeelding.' });
    expect(validateAvatar(image('image/svg+xml', 10))).toEqual({
      avatar: 'Je profielfoto moet een JPG, PNG, WebP of GIF zijn.',
    });
    expect(validateAvatar(image('image/png', 2 * 1024 * 1024 + 1))).toEqual({
      avatar: 'Je profielfoto is groter dan 2 MB.',
    });
    expect(validateAvatar(image('image/webp', 2 * 1024 * 1024))).toEqual({});
  });
});
