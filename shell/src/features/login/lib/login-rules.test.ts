import { describe, expect, it } from 'vitest';
import { validateLogin, validateResetEmail } from './login-rules.ts';
import { validateNewPassword } from './password-rules.ts';

describe('validateLogin', () => {
  it('asks for both fields, and accepts an identity with spaces around it', () => {
    expect(validateLogin(' ', '')).toEqual({
      identity: 'Vul je e-mailadres of gebruikersnaam in.',
      password: 'Vul je wachtwoord in.',
    });
    expect(validateLogin(' lid ', 'x')).toEqual({});
  });
});

describe('validateResetEmail', () => {
  it('wants an e-mail address, spaces around it allowed', () => {
    expect(validateResetEmail('lid@tjas.example ')).toEqual({});
    for (const wrong of ['', 'lid', 'lid@tjas', 'l id@tjas.example']) {
      expect(validateResetEmail(wrong).email).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.');
    }
  });
});

describe('validateNewPassword', () => {
  it('wants 8 to 71 characters, typed twice alike', () => {
    expect(validateNewPassword('kort', 'kort')).toEqual({ password: 'Kies een wachtwoord van minstens 8 tekens.' });
    expect(validateNewPassword('x'.repeat(72), 'x'.repeat(72))).toEqual({
      password: 'Kies een wachtwoord van hoogstens 71 tekens.',
    });
    expect(validateNewPassword('geheim-2026', 'geheim-2025')).toEqual({
      passwordConfirm: 'De twee wachtwoorden zijn niet gelijk.',
    });
    expect(validateNewPassword('x'.repeat(71), 'x'.repeat(71))).toEqual({});
  });
});
