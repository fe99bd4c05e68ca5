import { describe, expect, it } from 'vitest';
import { DEMO_SUPERUSER_PASSWORD, superuserPasswordProblem } from './superuser-password.ts';

describe('superuserPasswordProblem', () => {
  it.each([
    [undefined, /ontbreekt/],
    ['', /ontbreekt/],
    [DEMO_SUPERUSER_PASSWORD, /demowachtwoord/],
    ['kort-wachtwoord', /te kort/],
    ['aaaaaaaaaaaaaaaaaaaa', /te eenvoudig/],
  ])('refuses %j for production', (password, problem) => {
    expect(superuserPasswordProblem(password)).toMatch(problem);
  });

  it('accepts a long password of the maintainer\u2019s own', () => {
    expect(superuserPasswordProblem('Zeven-schaatsers-op-de-Lek-2026')).toBe('');
  });
});
