import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES as M, newEmailError } from './account.cjs';

// The server (pb_hooks/email-change.pb.js) answers with the code and the message; the account
// page shows the message before sending.
describe('newEmailError', () => {
  const current = 'lid@tjas.example';

  it('takes a well-formed address other than the own one', () => {
    expect(newEmailError('nieuw.adres@tjas.example', current)).toBeNull();
    expect(newEmailError('a+b@sub.domein.nl', current)).toBeNull();
  });

  it('asks for an address when none is given', () => {
    expect(newEmailError('', current)).toEqual({ code: 'validation_required', message: M.missing });
  });

  it('refuses what PocketBase cannot send to', () => {
    for (const wrong of ['geen-adres', 'a@b', 'a b@c.nl', '"a"@c.nl', 'a@c.nl,b@d.nl', '<a@c.nl>', 'a@[c].nl']) {
      expect(newEmailError(wrong, current), wrong).toEqual({ code: 'validation_is_email', message: M.invalid });
    }
  });

  it('allows 255 characters, not more', () => {
    const at = (length: number) => `${'a'.repeat(length - '@tjas.nl'.length)}@tjas.nl`;
    expect(newEmailError(at(255), current)).toBeNull();
    expect(newEmailError(at(256), current)?.code).toBe('validation_is_email');
  });

  it('refuses the member’s own address, whatever its case', () => {
    expect(newEmailError('LID@tjas.Example', current)).toEqual({ code: 'validation_not_in_invalid', message: M.own });
  });

  it('has the Dutch sentences the server has always sent', () => {
    expect(M).toEqual({
      missing: 'Vul een nieuw e-mailadres in.',
      invalid: 'Vul een geldig e-mailadres in.',
      own: 'Dit is al je e-mailadres.',
    });
  });
});
