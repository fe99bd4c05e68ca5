import { describe, expect, it } from 'vitest';
import { resolveTo } from './resolve-to.ts';

// The routes of /media/fotoalbums/a1: the shell's layout at /, the section's page.
const routes = ['/', '/media/fotoalbums/a1'];
const at = (to: Parameters<typeof resolveTo>[0], current = '/media/fotoalbums/a1', relativeToPath = false) =>
  resolveTo(to, routes, current, relativeToPath);

describe('resolveTo', () => {
  it('keeps an absolute path, with its query and hash', () => {
    expect(at('/evenementen/e1?tab=2#aanmelden')).toEqual({
      pathname: '/evenementen/e1',
      search: '?tab=2',
      hash: '#aanmelden',
    });
    expect(at('/a/./b/../c')).toEqual({ pathname: '/a/c', search: '', hash: '' });
  });

  it('resolves a relative path from the route that renders the link', () => {
    expect(at('foto/2').pathname).toBe('/media/fotoalbums/a1/foto/2');
    expect(at('.').pathname).toBe('/media/fotoalbums/a1');
    expect(at('').pathname).toBe('/media/fotoalbums/a1');
  });

  it('goes up one route per .. by default, one segment with relative "path"', () => {
    expect(at('..').pathname).toBe('/');
    expect(at('..', undefined, true).pathname).toBe('/media/fotoalbums');
    expect(at('../../../../..', undefined, true).pathname).toBe('/');
  });

  it('changes only the query or the hash of the current address', () => {
    expect(at('?foto=3', '/media/fotoalbums/a1/')).toEqual({
      pathname: '/media/fotoalbums/a1/',
      search: '?foto=3',
      hash: '',
    });
    expect(at({ search: 'foto=3' })).toEqual({ pathname: '/media/fotoalbums/a1', search: '?foto=3', hash: '' });
    expect(at('#boven').hash).toBe('#boven');
  });

  it('reads a backslash as a slash, as the browser does, so /\\host stays on this site', () => {
    expect(at('/\\evil.example').pathname).toBe('/evil.example');
    expect(at('\\\\evil.example').pathname).toBe('/evil.example');
  });

  it('keeps a closing slash that the link asks for, or that . keeps from the address', () => {
    expect(at('/evenementen/').pathname).toBe('/evenementen/');
    expect(at('.', '/media/fotoalbums/a1/').pathname).toBe('/media/fotoalbums/a1/');
    expect(at('?', '/media/').search).toBe('');
  });
});
