import { describe, expect, it } from 'vitest';
import { assertSectionContract, defineSection, SECTION_CONTRACT_VERSION } from './section-contract.ts';

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

  it('accepts pages with a component or a mount function, and names a page with neither', () => {
    const routes = [
      { path: '', title: 'Start', Component: () => null },
      { path: 'eigen', title: 'Eigen', mount: () => () => undefined },
    ];
    expect(assertSectionContract({ ...valid, routes }, 'events').routes).toHaveLength(2);
    expect(() =>
      assertSectionContract({ ...valid, routes: [...routes, { path: 'leeg', title: 'Leeg' }] }, 'events'),
    ).toThrow('Sectie events: pagina "leeg" heeft geen Component en geen mount-functie.');
    expect(() =>
      assertSectionContract({ ...valid, routes: [{ path: 'x', title: 'X', mount: 'nee' }] }, 'events'),
    ).toThrow(/pagina "x"/);
  });
});

describe('defineSection', () => {
  it('takes the name from the package’s tjasSection entry and adds the contract version the shell mounts', () => {
    const section = defineSection(
      { name: 'sport' },
      { routes: [], nav: [], redirects: [{ from: '', to: 'uitslagen' }] },
    );
    expect(section).toEqual({
      contractVersion: SECTION_CONTRACT_VERSION,
      name: 'sport',
      routes: [],
      nav: [],
      redirects: [{ from: '', to: 'uitslagen' }],
    });
    expect(assertSectionContract(section, 'sport')).toBe(section);
  });
});
