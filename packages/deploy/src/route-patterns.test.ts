import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// A section's route patterns (route-patterns.cjs): the release checks refuse malformed ones, and
// the server (pb_hooks/lib/unknown-pages.js) answers 404 under a section's prefix for a path none
// of them matches. tests/integration/section-unknown-pages.test.ts asks a real PocketBase.

const patterns = createRequire(import.meta.url)('./route-patterns.cjs') as {
  matchesRoutes(routes: readonly string[], path: string): boolean;
  patternProblem(pattern: unknown): string;
  routesProblems(routes: unknown): string[];
  MAX_ROUTES: number;
};
const { matchesRoutes, patternProblem, routesProblems } = patterns;

// The routes of the media and events sections as their builds write them.
const MEDIA = ['', 'fotoalbums', 'fotoalbums/album-toevoegen', 'fotoalbums/:id', 'nieuwskanalen', 'tjaslied', 'tjassi'];
const EVENTS = ['', ':id', ':id/signups'];

describe('matchesRoutes', () => {
  it('matches the section’s own address, its pages and their parameters', () => {
    for (const path of ['', 'fotoalbums', 'fotoalbums/album-toevoegen', 'fotoalbums/abc123', 'tjassi'])
      expect(matchesRoutes(MEDIA, path), path).toBe(true);
    for (const path of ['', 'abc', 'abc/signups']) expect(matchesRoutes(EVENTS, path), path).toBe(true);
  });

  it('matches no address that no page answers', () => {
    for (const path of ['foo', 'fotoalbums/abc/def', 'tjassi/x', 'nieuws'])
      expect(matchesRoutes(MEDIA, path), path).toBe(false);
    for (const path of ['x/y', 'abc/signups/x', 'abc/def/ghi']) expect(matchesRoutes(EVENTS, path), path).toBe(false);
  });

  it('reads paths as the browser’s router does: any case, empty segments and a slash at the end left out', () => {
    expect(matchesRoutes(MEDIA, 'FotoAlbums/abc')).toBe(true);
    expect(matchesRoutes(MEDIA, 'fotoalbums/')).toBe(true);
    expect(matchesRoutes(MEDIA, 'fotoalbums//abc')).toBe(true);
  });

  it('matches optional segments with and without them, and a * at the end for the rest', () => {
    expect(matchesRoutes([':jaar?/uitslagen'], 'uitslagen')).toBe(true);
    expect(matchesRoutes([':jaar?/uitslagen'], '2026/uitslagen')).toBe(true);
    expect(matchesRoutes([':jaar?/uitslagen'], '2026/x')).toBe(false);
    expect(matchesRoutes(['documenten/*'], 'documenten')).toBe(true);
    expect(matchesRoutes(['documenten/*'], 'documenten/a/b/c')).toBe(true);
    expect(matchesRoutes(['documenten/*'], 'anders/a')).toBe(false);
  });

  it('lets a malformed pattern match nothing, not everything', () => {
    expect(matchesRoutes(['*'], 'x')).toBe(false);
    expect(matchesRoutes(['/x'], 'x')).toBe(false);
  });
});

describe('routesProblems', () => {
  it('accepts the routes of every kind React Router reads, and a manifest without routes', () => {
    expect(routesProblems(MEDIA)).toEqual([]);
    expect(routesProblems(['', ':id?', 'foto?', 'a/:b/c/*', 'x.y_z~1@2+3'])).toEqual([]);
    expect(routesProblems(undefined)).toEqual([]);
  });

  it('refuses a * that would claim every address of the section, in Dutch', () => {
    expect(patternProblem('*')).toMatch(/zou elk adres van de sectie opvangen/);
    expect(patternProblem(':id/*')).toMatch(/zou elk adres van de sectie opvangen/);
    expect(patternProblem('foto?/*')).toMatch(/zou elk adres van de sectie opvangen/);
    expect(patternProblem('a/*/b')).toMatch(/alleen aan het eind/);
  });

  it('refuses malformed patterns, each with its reason', () => {
    expect(patternProblem('/uitslagen')).toMatch(/begint met een \//);
    expect(patternProblem('uitslagen/')).toMatch(/leeg deel/);
    expect(patternProblem('a//b')).toMatch(/leeg deel/);
    expect(patternProblem('../geheim')).toMatch(/ongeldig deel "\.\."/);
    expect(patternProblem('a b')).toMatch(/ongeldig deel "a b"/);
    expect(patternProblem(':')).toMatch(/ongeldig deel ":"/);
    expect(patternProblem('foto*')).toMatch(/ongeldig deel "foto\*"/);
    expect(patternProblem(42)).toMatch(/geen tekst/);
    expect(patternProblem({ toString: 1 })).toMatch(/geen tekst/);
    expect(patternProblem('a/'.repeat(17) + 'a')).toMatch(/meer dan 16 delen/);
    expect(patternProblem('x'.repeat(201))).toMatch(/langer dan 200 tekens/);
    expect(patternProblem(':a?/:b?/:c?/:d?/:e?/:f?/:g?/x')).toMatch(/optionele delen/);
  });

  it('refuses routes that are not a list, an empty list and too many', () => {
    expect(routesProblems('uitslagen')).toEqual([expect.stringMatching(/niet als lijst/)]);
    expect(routesProblems([])).toEqual([expect.stringMatching(/geen enkele route/)]);
    const many = Array.from({ length: patterns.MAX_ROUTES + 1 }, (_, index) => `p${index}`);
    expect(routesProblems(many)).toEqual([expect.stringMatching(/201 routes; de grens is 200/)]);
    expect(routesProblems(['ok', '*', 7])).toHaveLength(2);
  });
});
