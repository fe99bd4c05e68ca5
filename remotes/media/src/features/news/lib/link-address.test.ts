import { describe, expect, it } from 'vitest';
import { linkAddressError } from './link-address.ts';

describe('linkAddressError', () => {
  it('accepts an https or mailto address, with spaces around it', () => {
    expect(linkAddressError(' https://tjas.nl/alv ')).toBeUndefined();
    expect(linkAddressError('mailto:bestuur@tjas.nl')).toBeUndefined();
  });

  it('refuses anything else in Dutch', () => {
    for (const address of ['javascript:alert(1)', 'tjas.nl', 'https://tjas.nl/"onmouseover="x', '']) {
      expect(linkAddressError(address)).toBe('Geef een webadres dat met https:// begint (of een mailto:-adres).');
    }
  });
});
