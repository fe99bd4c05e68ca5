import { describe, expect, it } from 'vitest';
import { returnTarget } from './return-target.ts';

describe('returnTarget', () => {
  it('returns to the page the member asked for', () => {
    expect(returnTarget({ from: '/evenementen/abc?x=1' })).toBe('/evenementen/abc?x=1');
  });

  it('goes to / without a target, for other origins, the login pages and the logout page', () => {
    expect(returnTarget(null)).toBe('/');
    expect(returnTarget({ from: 'https://evil.example/' })).toBe('/');
    expect(returnTarget({ from: '//evil.example/' })).toBe('/');
    expect(returnTarget({ from: '/login' })).toBe('/');
    expect(returnTarget({ from: '/login/vergeten' })).toBe('/');
    expect(returnTarget({ from: '/login?x=1' })).toBe('/');
    expect(returnTarget({ from: '/account/uitloggen' })).toBe('/');
  });
});
