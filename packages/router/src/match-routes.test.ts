import { describe, expect, it } from 'vitest';
import { matchRoutes, rankRoutes } from './match-routes.ts';
import type { RouteObject } from './route-object.ts';

const page = (name: string): RouteObject['element'] => name;

function match(routes: RouteObject[], pathname: string) {
  return matchRoutes(rankRoutes(routes), pathname);
}

/** The element of the innermost match and the params, or null. */
function landing(routes: RouteObject[], pathname: string) {
  const matches = match(routes, pathname);
  return matches ? { page: matches.at(-1)!.route.element, params: matches.at(-1)!.params } : null;
}

describe('matchRoutes', () => {
  const events: RouteObject[] = [
    { path: 'evenementen/:id', element: page('event') },
    { path: 'evenementen/nieuw', element: page('new') },
    { path: 'evenementen', element: page('list') },
    { path: 'evenementen/:id/bewerken', element: page('edit') },
    { path: '*', element: page('not found') },
  ];

  it('ranks a fixed segment over a parameter and both over *, whatever the order', () => {
    expect(landing(events, '/evenementen/nieuw')).toEqual({ page: 'new', params: {} });
    expect(landing(events, '/evenementen/e1')).toEqual({ page: 'event', params: { id: 'e1' } });
    expect(landing(events, '/evenementen/e1/bewerken')?.page).toBe('edit');
    expect(landing(events, '/evenementen')?.page).toBe('list');
    expect(landing(events, '/evenementen/e1/onbekend')).toEqual({
      page: 'not found',
      params: { '*': 'evenementen/e1/onbekend' },
    });
  });

  it('ignores closing and double slashes and the case of fixed segments, as react-router does', () => {
    expect(landing(events, '/evenementen/')?.page).toBe('list');
    expect(landing(events, '/Evenementen/E1')).toEqual({ page: 'event', params: { id: 'E1' } });
    expect(landing([{ path: 'a', caseSensitive: true, element: page('a') }], '/A')).toBeNull();
  });

  it('decodes parameters, and keeps an encoded slash inside one', () => {
    expect(landing(events, '/evenementen/jan%20de%20vries')?.params).toEqual({ id: 'jan de vries' });
    expect(landing(events, '/evenementen/a%2Fb')?.params).toEqual({ id: 'a/b' });
    expect(landing(events, '/evenementen/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('between equal routes takes the earlier sibling', () => {
    const routes = [
      { path: ':a', element: page('first') },
      { path: ':b', element: page('second') },
    ];
    expect(landing(routes, '/x')?.page).toBe('first');
  });

  it('matches nested routes: layouts without a path, index routes, and the parents of each match', () => {
    const routes: RouteObject[] = [
      {
        element: page('root'),
        children: [
          { path: 'login', element: page('login') },
          {
            path: 'account',
            element: page('account layout'),
            children: [
              { index: true, element: page('account') },
              { path: ':tab', element: page('tab') },
            ],
          },
          { index: true, element: page('start') },
        ],
      },
    ];
    expect(match(routes, '/account')?.map((each) => each.route.element)).toEqual(['root', 'account layout', 'account']);
    expect(match(routes, '/account/gegevens')?.map(({ pathname, pathnameBase }) => [pathname, pathnameBase])).toEqual([
      ['/', '/'],
      ['/account', '/account'],
      ['/account/gegevens', '/account/gegevens'],
    ]);
    expect(landing(routes, '/')?.page).toBe('start');
    expect(landing(routes, '/login')?.page).toBe('login');
    expect(match(routes, '/onbekend')).toBeNull();
  });

  it('gives * the rest of the address, and its base without it', () => {
    const [matched] = match([{ path: 'sport/*', element: page('sport') }], '/sport/uitslagen/12/')!;
    expect(matched).toMatchObject({ params: { '*': 'uitslagen/12/' }, pathnameBase: '/sport' });
    expect(landing([{ path: 'sport/*', element: page('sport') }], '/sport')?.params).toEqual({ '*': '' });
  });

  it('keeps what matched as the address wrote it (encoded), so a nested router and a link can build on it', () => {
    const [member, rest] = match(
      [{ path: 'leden/:id', element: page('member'), children: [{ path: 'x', element: page('x') }] }],
      '/leden/j%C3%A9/x',
    )!;
    expect(member).toMatchObject({ params: { id: 'jé' }, pathnameBase: '/leden/j%C3%A9' });
    expect(rest!.pathname).toBe('/leden/j%C3%A9/x');
    expect(landing([{ path: 'café', element: page('café') }], '/caf%C3%A9')?.page).toBe('café');
    expect(landing([{ path: 'a/*', element: page('a') }], '/a/j%C3%A9/b')?.params).toEqual({ '*': 'jé/b' });
  });

  it('reads parameters with a fixed end, and files* as files/*', () => {
    const routes = [
      { path: 'files/:name.json', element: page('json') },
      { path: 'files/:id', element: page('file') },
    ];
    expect(landing(routes, '/files/verslag.json')).toEqual({ page: 'json', params: { name: 'verslag' } });
    expect(landing(routes, '/files/verslag')).toEqual({ page: 'file', params: { id: 'verslag' } });
    expect(landing([{ path: 'files*', element: page('files') }], '/files/a/b')?.params).toEqual({ '*': 'a/b' });
  });

  it('fills optional segments from the left, as react-router does', () => {
    expect(landing([{ path: ':a?/:b?', element: page('ab') }], '/x')?.params).toEqual({ a: 'x' });
    expect(landing([{ path: 'one/:two?/three/:four?/:five?', element: page('p') }], '/one/three/4')?.params).toEqual({
      four: '4',
    });
  });

  it('takes absolute child paths under their parent, and optional segments', () => {
    const routes: RouteObject[] = [
      { path: '/media', children: [{ path: '/media/albums/:id?', element: page('albums') }] },
    ];
    expect(landing(routes, '/media/albums')?.page).toBe('albums');
    expect(landing(routes, '/media/albums/a1')?.params).toEqual({ id: 'a1' });
    expect(() => rankRoutes([{ path: '/media', children: [{ path: '/sport' }] }])).toThrow(/ligt niet onder/);
    // Under an optional parent, the variant it is not under is skipped, not an error.
    const optional = [{ path: '/:taal?', children: [{ path: '/nl/info', element: page('info') }] }];
    expect(landing(optional, '/nl/info')?.page).toBe('info');
  });
});
