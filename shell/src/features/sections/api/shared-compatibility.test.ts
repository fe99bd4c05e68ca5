import { describe, expect, it } from 'vitest';
import { incompatibleShares } from './shared-compatibility.ts';

const provided = { react: '19.3.1', zustand: '5.1.0' };

describe('incompatibleShares', () => {
  it('accepts ranges the shell satisfies, older and newer compatible builds alike', () => {
    expect(
      incompatibleShares(
        [
          { name: 'react', requiredVersion: '^19.0.0', singleton: true },
          { name: 'zustand', requiredVersion: '^5.0.0', singleton: true },
        ],
        provided,
      ),
    ).toEqual([]);
  });

  it('refuses a shared package the shell does not provide, whatever its range', () => {
    expect(incompatibleShares([{ name: 'onbekend', requiredVersion: '*', singleton: false }], provided)).toEqual([
      'onbekend levert de site niet',
    ]);
    expect(incompatibleShares([{ name: 'constructor', requiredVersion: '^1.0.0', singleton: true }], provided)).toEqual(
      ['constructor levert de site niet'],
    );
  });

  it('refuses a section built against a newer minor of a workspace package (a new export)', () => {
    expect(
      incompatibleShares([{ name: '@tjas/router', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true }], {
        '@tjas/router': '1.0.0',
      }),
    ).toEqual(['@tjas/router ^1.1.0 gevraagd, de site heeft 1.0.0']);
  });

  it('refuses a section built with React 20.0.0 (its manifest asks for the range derived from it)', () => {
    expect(
      incompatibleShares([{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }], {
        react: '19.3.1',
      }),
    ).toEqual(['react ^20.0.0 gevraagd, de site heeft 19.3.1']);
  });

  it('refuses zustand from a site that shares it only inside its session and UI packages', () => {
    const site = { react: '19.3.1', 'react-dom': '19.3.1', '@tjas/auth': '1.2.0', '@tjas/ui': '1.1.0' };
    expect(
      incompatibleShares([{ name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0', singleton: true }], site),
    ).toEqual(['zustand levert de site niet']);
  });

  it('names every singleton whose range the shell cannot satisfy', () => {
    expect(
      incompatibleShares(
        [
          { name: 'react', requiredVersion: '^18.2.0', singleton: true },
          { name: 'zustand', requiredVersion: '^6.0.0', singleton: true },
        ],
        provided,
      ),
    ).toEqual(['react ^18.2.0 gevraagd, de site heeft 19.3.1', 'zustand ^6.0.0 gevraagd, de site heeft 5.1.0']);
  });
});

describe('incompatibleShares with other range forms', () => {
  it('reads tilde, comparison and alternative ranges, and refuses a range it cannot read', () => {
    expect(
      incompatibleShares(
        [
          { name: 'react', requiredVersion: '~19.3.0', singleton: true },
          { name: 'zustand', requiredVersion: '>=4.0.0 <6.0.0', singleton: true },
        ],
        provided,
      ),
    ).toEqual([]);
    expect(
      incompatibleShares([{ name: 'react', requiredVersion: '^17.0.0 || ^18.0.0', singleton: true }], provided),
    ).toEqual(['react ^17.0.0 || ^18.0.0 gevraagd, de site heeft 19.3.1']);
    expect(incompatibleShares([{ name: 'react', requiredVersion: 'geen-versie', singleton: true }], provided)).toEqual([
      'react geen-versie gevraagd, de site heeft 19.3.1',
    ]);
  });
});
