import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePatternsOf, sectionRoutePatterns, SectionRoutesError } from './section-route-patterns.ts';

// The route patterns a section build writes into its manifest (tjas.routes), read from the
// section's source. section-manifest-plugin.test.ts checks them in a real build of events.

const FILE = 'src/section.tsx';
const sectionSource = (definition: string, before = '') => `
import { defineReactSection } from '@tjas/federation/define-react-section';
import { tjasSection } from '../package.json';
${before}
export default defineReactSection(tjasSection, ${definition});
`;

describe('routePatternsOf', () => {
  it('reads each route’s path and each redirect’s from, in order and once', () => {
    const source = sectionSource(`{
      routes: [
        { path: 'uitslagen', title: 'Uitslagen', Component: Results },
        { path: \`uitslagen/:id/bewerken\`, title: 'Bewerken', permission: ['sport'], Component: Edit },
        { path: 'materiaal' as const, title: 'Materiaal', Component: () => <p>Materiaal</p> },
      ],
      nav: [{ to: 'uitslagen', label: 'Uitslagen' }],
      redirects: [{ from: '', to: 'uitslagen' }, { from: 'materiaal', to: 'uitslagen' }],
    }`);
    expect(routePatternsOf(source, FILE)).toEqual(['uitslagen', 'uitslagen/:id/bewerken', 'materiaal', '']);
  });

  it('finds the definition through a constant and through defineSection (a section with its own React)', () => {
    const source = `
      import { defineSection } from '@tjas/federation/section-contract';
      const section = defineSection(meta, { routes: [{ path: '', title: 'Proef', mount }], nav: [] });
      export default section;
    `;
    expect(routePatternsOf(source, 'src/section.ts')).toEqual(['']);
  });

  it('names no routes for a source without a readable definition: the server then leaves the whole prefix to it', () => {
    expect(routePatternsOf('export default makeSection();', FILE)).toBeUndefined();
    expect(routePatternsOf('export const x = 1;', FILE)).toBeUndefined();
    expect(routePatternsOf('export default {', FILE)).toBeUndefined();
  });

  it('refuses routes it cannot read as text, in Dutch: a release must not leave a real page out', () => {
    const computed = sectionSource(`{ routes: [{ path: BASE + '/x', title: 'X', Component: X }], nav: [] }`);
    expect(() => routePatternsOf(computed, FILE)).toThrow(SectionRoutesError);
    expect(() => routePatternsOf(computed, FILE)).toThrow(/schrijf elke path van de routes als tekst/);
    const spread = sectionSource(`{ routes: [...OTHER_ROUTES], nav: [] }`);
    expect(() => routePatternsOf(spread, FILE)).toThrow(/als tekst/);
    const notAList = sectionSource(`{ routes: ROUTES, nav: [] }`);
    expect(() => routePatternsOf(notAList, FILE)).toThrow(/als een lijst/);
    const redirect = sectionSource(`{ routes: [], nav: [], redirects: [{ from: HOME, to: 'x' }] }`);
    expect(() => routePatternsOf(redirect, FILE)).toThrow(/schrijf elke from van de redirects als tekst/);
  });
});

describe('sectionRoutePatterns', () => {
  it('reads every page of the media section, deep ones included', () => {
    const media = sectionRoutePatterns(resolve(import.meta.dirname, '../../../../remotes/media/src/section.tsx'));
    expect(media).toEqual(expect.arrayContaining(['', 'fotoalbums', 'fotoalbums/album-toevoegen', 'fotoalbums/:id']));
  });
});
