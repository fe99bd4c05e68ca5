import { describe, expect, it } from 'vitest';
import { openedHere, withPhoto } from './photo-address.ts';

describe('withPhoto', () => {
  it('sets, replaces and removes the photo, keeping other parameters', () => {
    const search = new URLSearchParams('pagina=2');
    expect(withPhoto(search, 'abc').toString()).toBe('pagina=2&foto=abc');
    expect(withPhoto(new URLSearchParams('foto=abc&pagina=2'), 'def').toString()).toBe('foto=def&pagina=2');
    expect(withPhoto(new URLSearchParams('foto=abc&pagina=2'), null).toString()).toBe('pagina=2');
    expect(search.toString()).toBe('pagina=2'); // a copy, not changed in place
  });
});

describe('openedHere', () => {
  it('knows the state the viewer pushed and nothing else', () => {
    expect(openedHere({ photoOpenedHere: true })).toBe(true);
    expect(openedHere(null)).toBe(false);
    expect(openedHere(undefined)).toBe(false);
    expect(openedHere({ from: '/media' })).toBe(false);
    expect(openedHere({ photoOpenedHere: 'ja' })).toBe(false);
  });
});
