import { BaseAuthStore } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE, serializeAuthCookie } from './auth-cookie.ts';
import { fakeToken } from './test-tokens.ts';

const token = fakeToken({ exp: Math.floor(Date.now() / 1000) + 3600, type: 'auth', id: 'u1' });

function storeWith(record: Record<string, unknown> | null, value = token): BaseAuthStore {
  const store = new BaseAuthStore();
  store.save(value, record as never);
  return store;
}

function attributes(cookie: string): Map<string, string> {
  return new Map(
    cookie
      .split(';')
      .slice(1)
      .map((part) => {
        const [key = '', val = ''] = part.trim().split('=');
        return [key.toLowerCase(), val] as const;
      }),
  );
}

const member = {
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  email: 'lid@tjas.example',
  username: 'lid',
  verified: true,
};

describe('serializeAuthCookie', () => {
  it('writes pb_auth with path /, Secure, SameSite=Strict and a 7-day Max-Age', () => {
    const cookie = serializeAuthCookie(storeWith(member));
    expect(cookie.startsWith('pb_auth=')).toBe(true);
    const attrs = attributes(cookie);
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('secure')).toBe(true);
    expect(attrs.get('samesite')).toBe('Strict');
    expect(attrs.get('max-age')).toBe('604800');
    expect(attrs.has('httponly')).toBe(false);
    const value = JSON.parse(decodeURIComponent(cookie.slice('pb_auth='.length, cookie.indexOf(';'))));
    expect(value).toEqual({ token, record: member });
  });

  it('stays within 4096 bytes for a member of 40 committees', () => {
    const committees = Array.from({ length: 40 }, (_, index) => ({
      id: `committee${String(index).padStart(6, '0')}`,
      collectionId: 'pbc_committees',
      collectionName: 'committees',
      name: `Commissie met een behoorlijk lange naam nummer ${index}`,
      admin: false,
      description: 'Een beschrijving die de cookie flink groter maakt dan 4096 bytes als die erin blijft.',
    }));
    const record = { ...member, committees: committees.map((c) => c.id), expand: { committees } };
    const cookie = serializeAuthCookie(storeWith(record));
    expect(new TextEncoder().encode(cookie).length).toBeLessThanOrEqual(AUTH_COOKIE.maxBytes);
    const value = JSON.parse(decodeURIComponent(cookie.slice('pb_auth='.length, cookie.indexOf(';'))));
    expect(value.token).toBe(token);
    expect(value.record.id).toBe('u1');
  });

  it('expires the cookie when the session is cleared', () => {
    const cookie = serializeAuthCookie(storeWith(null, ''));
    expect(attributes(cookie).get('max-age')).toBe('0');
  });

  it('never writes a cookie over 4096 bytes, even when the token alone is too large', () => {
    const huge = fakeToken({ exp: Math.floor(Date.now() / 1000) + 3600, pad: 'x'.repeat(5000) });
    const cookie = serializeAuthCookie(storeWith(member, huge));
    expect(new TextEncoder().encode(cookie).length).toBeLessThanOrEqual(AUTH_COOKIE.maxBytes);
    expect(attributes(cookie).get('max-age')).toBe('0');
  });
});
