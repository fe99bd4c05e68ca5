import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter } from './browser-router.tsx';
import { Link, NavLink } from './link.tsx';
import { Navigate, useNavigate } from './navigation.tsx';
import type { RouteObject } from './route-object.ts';
import { useLocation } from './router-context.ts';
import { MemoryRouter } from './testing.tsx';
import { Outlet, useParams, useRoutes } from './use-routes.tsx';
import { useSearchParams } from './use-search-params.ts';

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Where() {
  const { pathname, search, state } = useLocation();
  return <output>{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

/** What `<Where />` shows, once the transition of a navigation has rendered. */
async function where(): Promise<string> {
  await act(async () => undefined);
  return screen.getByRole('status').textContent ?? '';
}

function Event() {
  const { id } = useParams();
  return (
    <>
      <h1>Evenement {id}</h1>
      <Link to="aanmeldingen" state={{ from: 'event' }}>
        Aanmeldingen
      </Link>
      <Link to="..">Omhoog</Link>
      <Outlet />
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: 'evenementen',
    element: (
      <nav>
        <NavLink to="/evenementen">Alle</NavLink>
        <NavLink to="/evenementen" end className={({ isActive }) => (isActive ? 'hier' : 'elders')}>
          Alleen de lijst
        </NavLink>
        <Outlet />
      </nav>
    ),
    children: [
      { index: true, element: <h1>Lijst</h1> },
      { path: ':id', element: <Event />, children: [{ path: 'aanmeldingen', element: <h2>Aanmeldingen</h2> }] },
    ],
  },
  { path: 'oud', element: <Navigate to="/evenementen/e2" replace state="verhuisd" /> },
];

/** The routes above at `path` in a memory router, with `<Where />` beside them. */
function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Pages routes={routes} />
      <Where />
    </MemoryRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the router', () => {
  it('renders the matching routes inside each other, and follows a link without a page load', async () => {
    openAt('/evenementen/e1');
    expect(screen.getByRole('heading', { name: 'Evenement e1' })).toBeTruthy();
    const all = screen.getByRole('link', { name: 'Alle' });
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(all.className).toBe('active');
    expect(screen.getByRole('link', { name: 'Alleen de lijst' }).className).toBe('elders');
    expect(screen.getByRole('link', { name: 'Aanmeldingen' }).getAttribute('href')).toBe(
      '/evenementen/e1/aanmeldingen',
    );
    expect(screen.getByRole('link', { name: 'Omhoog' }).getAttribute('href')).toBe('/evenementen');

    fireEvent.click(screen.getByRole('link', { name: 'Aanmeldingen' }));
    expect(await where()).toBe('/evenementen/e1/aanmeldingen {"from":"event"}');
    expect(screen.getByRole('heading', { name: 'Aanmeldingen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Alleen de lijst' }));
    expect(await where()).toBe('/evenementen null');
    expect(screen.getByRole('heading', { name: 'Lijst' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alleen de lijst' }).className).toBe('hier');
  });

  it('leaves a click with a modifier key, or one the page prevented, to the browser', async () => {
    openAt('/evenementen/e1');
    fireEvent.click(screen.getByRole('link', { name: 'Aanmeldingen' }), { ctrlKey: true });
    expect(await where()).toBe('/evenementen/e1 null');
  });

  it('redirects with Navigate, giving the state', async () => {
    openAt('/oud');
    expect(await where()).toBe('/evenementen/e2 "verhuisd"');
  });

  it('builds on an encoded address: a nested router, a relative link, an active NavLink', () => {
    function Member() {
      const { id } = useParams<{ id: string }>();
      return (
        <>
          <h1>Lid {id}</h1>
          <Link to="bewerken">Bewerken</Link>
          <NavLink to="/leden/jé">Profiel</NavLink>
          <Pages routes={[{ path: 'x', element: <h2>Tab x</h2> }]} />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/leden/j%C3%A9/x']}>
        <Pages routes={[{ path: 'leden/:id/*', element: <Member /> }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Lid jé' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tab x' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bewerken' }).getAttribute('href')).toBe('/leden/j%C3%A9/x/bewerken');
    expect(screen.getByRole('link', { name: 'Profiel' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders the child in the place of a route whose element is null', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Pages routes={[{ element: null, children: [{ path: 'a', element: <h1>A</h1> }] }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'A' })).toBeTruthy();
  });

  it('matches a section\u2019s routes under a parent with * (the shell and a section)', () => {
    const section = [
      { path: 'sport/uitslagen/:id', element: <Event /> },
      { path: '*', element: <h1>Niet gevonden</h1> },
    ];
    render(
      <MemoryRouter initialEntries={['/sport/uitslagen/r1']}>
        <Pages routes={[{ element: <Outlet />, children: [{ path: '*', element: <Pages routes={section} /> }] }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Evenement r1' })).toBeTruthy();
  });
});

describe('BrowserRouter', () => {
  function Controls() {
    const navigate = useNavigate();
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>foto {params.get('foto') ?? 'geen'}</p>
        <button
          type="button"
          onClick={() => setParams((current) => (current.set('foto', '2'), current), { state: 'open' })}
        >
          Foto 2
        </button>
        <button type="button" onClick={() => setParams({ foto: '3' }, { replace: true })}>
          Foto 3
        </button>
        <button type="button" onClick={() => navigate(-1)}>
          Terug
        </button>
      </>
    );
  }

  it('writes each entry as react-router did ({ usr, key, idx }), and goes back with navigate(-1)', async () => {
    window.history.replaceState(null, '', '/media/album?sort=oud');
    render(
      <BrowserRouter>
        <Controls />
        <Where />
      </BrowserRouter>,
    );
    expect(window.history.state).toEqual({ idx: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2' }));
    expect(await where()).toBe('/media/album?sort=oud&foto=2 "open"');
    expect(window.history.state).toMatchObject({ usr: 'open', idx: 1, key: expect.any(String) });
    expect(window.location.search).toBe('?sort=oud&foto=2');

    fireEvent.click(screen.getByRole('button', { name: 'Foto 3' }));
    expect(await where()).toBe('/media/album?foto=3 null');
    expect(window.history.state).toMatchObject({ idx: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    await act(() => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true })));
    expect(await where()).toBe('/media/album?sort=oud null');
    expect(screen.getByText('foto geen')).toBeTruthy();
  });

  it('replaces the entry when a link leads to the page the member is on', async () => {
    window.history.replaceState(null, '', '/evenementen');
    render(
      <BrowserRouter>
        <Link to="/evenementen">Evenementen</Link>
        <Link to="https://tjas.example/elders">Elders</Link>
      </BrowserRouter>,
    );
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Evenementen' }));
    await act(async () => undefined);
    expect(window.history.length).toBe(before);
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(screen.getByRole('link', { name: 'Elders' }).getAttribute('href')).toBe('https://tjas.example/elders');
  });

  it('tells a hook used outside of a router what is missing', () => {
    expect(() => render(<Where />)).toThrow(/useLocation\(\) werkt alleen binnen een router/);
  });
});
