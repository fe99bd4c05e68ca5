import { describe, expect, it } from 'vitest';
import { assertSectionContract, SECTION_CONTRACT_VERSION } from './section-contract.ts';

const valid = { contractVersion: SECTION_CONTRACT_VERSION, name: 'events', routes: [], nav: [] };

describe('assertSectionContract', () => {
  it('accepts a section that satisfies the contract', () => {
    expect(assertSectionContract(valid, 'events')).toBe(valid);
  });

  it('refuses an unknown contract version with a clear message', () => {
    expect(() => assertSectionContract({ ...valid, contractVersion: 2 }, 'events')).toThrow(/contractversie 2/);
  });

  it('refuses a module that is not a section, or another section', () => {
    expect(() => assertSectionContract(undefined, 'events')).toThrow(/geen sectiebeschrijving/);
    expect(() => assertSectionContract({ ...valid, name: 'sport' }, 'events')).toThrow(/ongeldige/);
    expect(() => assertSectionContract({ ...valid, routes: 'x' }, 'events')).toThrow(/ongeldige/);
  });
});
