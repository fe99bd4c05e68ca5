import { sessionStore } from '@tjas/auth';
import { render, screen, waitFor } from '@testing-library/react';
import { useLocation, type Location, type RouteObject } from '@tjas/router';
import { MemoryRouter } from '@tjas/router/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken } from '@tjas/auth/testing';
import { AppRoutes, createAppRoutes } from './routes.tsx';

const noSections = { registry: { sections: [] } };
const withEvents = {
  registry: {
    sections: [
      {
        name: 'events',
        label: 'Evenementen',
        prefix: '/evenementen',
        entry: '/sections/events/1/mf-manifest.json',
        version: '1',
        order: 1,
      },
    ],
  },
};

function loggedIn() {
  sessionStore.setState({
    status: 'ready',
    token: fakeToken({ exp: Math.floor(Date.now() / 1000) + 3600, type: 'auth' }),
    user: {
      id: 'u1',
      collectionId: 'c',
      username: 'lid',
      email: 'lid@tjas.example',
      name: 'Lotte',
      avatar: '',
      verified: true,
    },
    committees: [],
  });
}

function LocationSpy({ into }: { into: { current?: Location } }) {
  into.current = useLocation();
  return null;
}

/** Renders the routes at `path`; `.state.location` is where the router ended up. */
function open(path: string, routes: RouteObject[] = createAppRoutes(noSections)) {
  const location: { current?: Location } = {};
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
      <LocationSpy into={location} />
    </MemoryRouter>,
  );
  return {
    state: {
      get location() {
        return location.current!;
      },
    },
  };
}

beforeEach(() => {
  sessionStore.setState({ status: 'ready', token: '', user: null, committees: [] });
});

describe('guards', () => {
  it('sends a logged-out visitor to /login and remembers the page', async () => {
    const router = open('/account/mijn-account?tab=1');
    // The guard decides before the lazy page's code is asked for; then the login page renders.
    expect(await screen.findByRole('heading', { name: 'Inloggen' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/account/mijn-account?tab=1' });
    await waitFor(() => expect(document.title).toBe('Inloggen - Tjas'));
  });

  it('also sends unknown pages and / to /login when logged out', () => {
    expect(open('/bestaat-niet').state.location.pathname).toBe('/login');
  });

  it('lets a logged-out visitor open /login/vergeten (its own chunk)', async () => {
    const router = open('/login/vergeten');
    expect(router.state.location.pathname).toBe('/login/vergeten');
    expect(await screen.findByRole('heading', { name: 'Wachtwoord vergeten' })).toBeTruthy();
  });

  it('treats an expired token as logged out', () => {
    loggedIn();
    sessionStore.setState({ token: fakeToken({ exp: Math.floor(Date.now() / 1000) - 1 }) });
    expect(open('/account').state.location.pathname).toBe('/login');
  });

  it('sends a logged-in member away from the login pages to /', () => {
    loggedIn();
    expect(open('/login', createAppRoutes(withEvents)).state.location.pathname).toBe('/evenementen/');
    expect(open('/login/vergeten', createAppRoutes(withEvents)).state.location.pathname).toBe('/evenementen/');
  });

  it('waits for the session start-up before deciding', () => {
    sessionStore.setState({ status: 'starting' });
    const router = open('/account');
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByRole('status').textContent).toContain('Even geduld');
  });
});

describe('redirects and pages', () => {
  beforeEach(loggedIn);

  it('redirects / to the first section of the registry, /evenementen/', () => {
    expect(open('/', createAppRoutes(withEvents)).state.location.pathname).toBe('/evenementen/');
  });

  // /bestuur -> /bestuur/huidig and /sport -> /sport/uitslagen are the sections' own redirects
  // (their contracts), tried in the browser by tests/e2e/routes.spec.ts.

  it('shows the 404 page for unknown routes and for sections that are not deployed', () => {
    open('/bestaat-niet');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /bestaat-niet')).toBeTruthy();
    expect(document.title).toBe('Page Not Found - Tjas');
  });

  it('titles the account pages "{page} - Tjas"', async () => {
    open('/account');
    expect(await screen.findByText('lid@tjas.example')).toBeTruthy();
    // Set by an effect, which may run just after the text is on screen.
    await waitFor(() => expect(document.title).toBe('Account - Tjas'));
  });

  it('says so instead of 404 when the section registry could not be read', () => {
    open('/evenementen', createAppRoutes({ ...noSections, error: 'Het overzicht kon niet worden geladen.' }));
    expect(screen.getByRole('alert').textContent).toContain('Het overzicht kon niet worden geladen.');
  });

  it('shows "Internal Server Error" for any other failure', () => {
    function Broken(): never {
      throw new Error('kapot');
    }
    const original = console.error;
    console.error = () => undefined;
    try {
      open('/', [{ path: '/', element: <Broken /> }]);
    } finally {
      console.error = original;
    }
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(document.title).toBe('Internal Server Error - Tjas');
  });
});
