// The worker and the Cache API are stand-ins (jsdom has neither); the session is the real store.
// What the worker does with the message is offline-store.test.ts.
import { sessionStore, type SessionUser } from '@tjas/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_DATA_CACHE } from '../../lib/offline-data.ts';
import { clearOfflineDataOnSessionEnd } from './register-service-worker.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: object) => `${base64url({ alg: 'HS256' })}.${base64url(payload)}.sig`;

let steps: string[];

beforeEach(() => {
  steps = [];
  // After a hard reload no worker controls the page; the registration's worker is there all the same.
  const registration = {
    active: { postMessage: (message: unknown) => steps.push(`worker ${JSON.stringify(message)}`) },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal('caches', {
    delete: (name: string) => {
      steps.push(`delete ${name}`);
      return Promise.resolve(true);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ token: '', user: null, status: 'starting' });
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('when a session ends', () => {
  it('tells the worker whose session ended, then removes the offline data', async () => {
    clearOfflineDataOnSessionEnd();
    sessionStore.setState({
      token: token({ id: 'lida', type: 'auth', exp: 1_800_000_000 }),
      user: { ...({} as SessionUser), id: 'lida' },
    });
    sessionStore.setState({ token: '', user: null });
    await vi.waitFor(() => expect(steps).toHaveLength(2));
    expect(steps).toEqual([
      `worker ${JSON.stringify({ type: 'uitgelogd', member: 'lida', exp: 1_800_000_000 })}`,
      `delete ${OFFLINE_DATA_CACHE}`,
    ]);
  });
});
