import { describe, expect, it } from 'vitest';
import { fakeToken } from './test-tokens.ts';
import { isTokenValid, readTokenPayload } from './token.ts';

const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const nowSeconds = now / 1000;

describe('isTokenValid', () => {
  it('accepts a token whose expiry lies in the future', () => {
    expect(isTokenValid(fakeToken({ exp: nowSeconds + 1, type: 'auth' }), now)).toBe(true);
  });

  it('rejects a token that expires exactly now', () => {
    expect(isTokenValid(fakeToken({ exp: nowSeconds, type: 'auth' }), now)).toBe(false);
  });

  it('rejects an expired token', () => {
    expect(isTokenValid(fakeToken({ exp: nowSeconds - 60 }), now)).toBe(false);
  });

  it('rejects tokens without an expiry, empty tokens and garbage', () => {
    expect(isTokenValid(fakeToken({ type: 'auth' }), now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid('not-a-token', now)).toBe(false);
    expect(isTokenValid('a.%%%.c', now)).toBe(false);
  });

  it('reads the type and id from the payload', () => {
    expect(readTokenPayload(fakeToken({ exp: 1, type: 'auth', id: 'abc' }))).toMatchObject({ type: 'auth', id: 'abc' });
  });
});
