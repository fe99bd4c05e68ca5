// The browser's push API is stubbed (headless Chromium has no push service, see
// push-subscription.dom.test.ts); the page, the router and the session are the real ones.
import { sessionStore, type SessionUser } from '@tjas/auth';
import { render } from '@testing-library/react';
import { useRoutes, type RouteObject } from '@tjas/router';
import { MemoryRouter } from '@tjas/router/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutPage } from './logout-page.tsx';

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
let requests: { method: string; body: unknown; authorization: string | null }[];
let unsubscribed: number;

beforeEach(() => {
  requests = [];
  unsubscribed = 0;
  const subscription = {
    endpoint: ENDPOINT,
    unsubscribe: () => {
      unsubscribed++;
      return Promise.resolve(true);
    },
  };
  const registration = { pushManager: { getSubscription: () => Promise.resolve(subscription) } };
  // A hard reload: the page has no controlling worker, the device is subscribed all the same.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      requests.push({
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        authorization: new Headers(init.headers).get('Authorization'),
      });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStore.setState({ token: '', user: null, status: 'starting' });
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('logging out', () => {
  it('lets the server forget this device’s pushes also on a page no worker controls', async () => {
    sessionStore.setState({ token: 'token-van-het-lid', user: { ...({} as SessionUser), id: 'lid-a' } });
    render(
      <MemoryRouter initialEntries={['/account/uitloggen']}>
        <Pages
          routes={[
            { path: '/account/uitloggen', element: <LogoutPage /> },
            { path: '/login', element: <h1>Inloggen</h1> },
          ]}
        />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(unsubscribed).toBe(1));
    expect(requests).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT }, authorization: 'token-van-het-lid' }]);
  });
});
