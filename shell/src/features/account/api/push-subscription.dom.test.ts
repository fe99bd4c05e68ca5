// The one call no browser here can make for real: headless Chromium has no push service, so
// pushManager.subscribe fails in the e2e tests (tests/e2e/service-worker.spec.ts checks the
// message). Here the browser's push API is stubbed to see what the page sends the server; the
// server's side is the push routes' own integration test.
import { sessionStore, type SessionUser } from '@tjas/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_SERVICE_FAILED } from '../lib/push-support.ts';
import { keepPushWithItsMember, PUSH_ENDPOINT_KEY, PUSH_OWNER_KEY } from './push-owner.ts';
import {
  ENDPOINT_KEY,
  forgetPushOnThisDevice,
  OWNER_KEY,
  PushRefusal,
  turnPushOff,
  turnPushOn,
} from './push-subscription.ts';

const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

let requests: { method: string; url: string; body: unknown; authorization?: string | null }[];
let unsubscribed: number;
let subscribe: ReturnType<typeof vi.fn>;
let answerPost: number;

beforeEach(() => {
  requests = [];
  unsubscribed = 0;
  answerPost = 200;
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: () => {
      unsubscribed++;
      return Promise.resolve(true);
    },
  };
  subscribe = vi.fn(() => Promise.resolve(subscription));
  const registration = { pushManager: { subscribe, getSubscription: () => Promise.resolve(subscription) } };
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => Promise.resolve('granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      requests.push({
        method,
        url: String(url),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        authorization: new Headers(init.headers).get('Authorization'),
      });
      if (String(url).includes('push-sleutel')) return Promise.resolve(Response.json({ publicKey: '-_8' }));
      if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(
        Response.json(
          answerPost === 200 ? { id: 'abo1' } : { status: 400, message: 'Geen geldig abonnement.', data: {} },
          {
            status: answerPost,
          },
        ),
      );
    }),
  );
});

const member = (id: string) => ({ ...({} as SessionUser), id });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStore.setState({ token: '', user: null, status: 'starting' });
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('turning push on for this device', () => {
  it('subscribes with the site’s key, visibly only, and gives the server the browser’s subscription', async () => {
    sessionStore.setState({ token: 'token-a', user: member('lid-a') });
    await turnPushOn();
    expect(localStorage.getItem(OWNER_KEY)).toBe('lid-a');
    expect(localStorage.getItem(ENDPOINT_KEY)).toBe(SUBSCRIPTION_JSON.endpoint);
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([0xfb, 0xff]),
    });
    expect(requests.map(({ method, url }) => `${method} ${new URL(url, 'http://x').pathname}`)).toEqual([
      'GET /api/tjas/push-sleutel',
      'POST /api/tjas/push-abonnementen',
    ]);
    expect(requests[1]!.body).toEqual(SUBSCRIPTION_JSON);
    expect(unsubscribed).toBe(0);
  });

  it('leaves no subscription behind when the server refuses it', async () => {
    answerPost = 400;
    await expect(turnPushOn()).rejects.toMatchObject({ status: 400 });
    expect(unsubscribed).toBe(1);
  });

  it('says so when the browser’s push service refuses', async () => {
    subscribe.mockImplementation(() => Promise.reject(new DOMException('push service not available', 'AbortError')));
    await expect(turnPushOn()).rejects.toEqual(new PushRefusal(PUSH_SERVICE_FAILED));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('turning push off for this device', () => {
  it('lets the server forget the endpoint, then unsubscribes', async () => {
    await turnPushOff();
    expect(requests.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'DELETE', body: { endpoint: SUBSCRIPTION_JSON.endpoint } },
    ]);
    expect(unsubscribed).toBe(1);
  });
});

describe('logging out', () => {
  it('lets the server forget this device with the leaving member’s token, then unsubscribes', async () => {
    await forgetPushOnThisDevice('token-van-het-lid');
    expect(requests.map(({ method, body, authorization }) => ({ method, body, authorization }))).toEqual([
      { method: 'DELETE', body: { endpoint: SUBSCRIPTION_JSON.endpoint }, authorization: 'token-van-het-lid' },
    ]);
    expect(unsubscribed).toBe(1);
  });
});

describe('another member logged in on this device', () => {
  it('unsubscribes a device whose pushes were turned on by someone else, and keeps a member’s own', async () => {
    expect([OWNER_KEY, ENDPOINT_KEY]).toEqual([PUSH_OWNER_KEY, PUSH_ENDPOINT_KEY]);
    localStorage.setItem(PUSH_OWNER_KEY, 'lid-a');
    keepPushWithItsMember();
    sessionStore.setState({ token: 'token-b', user: member('lid-b'), status: 'ready' });
    await vi.waitFor(() => expect(unsubscribed).toBe(1));
    expect(localStorage.getItem(PUSH_OWNER_KEY)).toBeNull();
    expect(requests.map(({ authorization }) => authorization)).toEqual(['token-b']);
  });
});

describe('a subscription the browser replaced', () => {
  it('goes to the server at the member’s next page load, once', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    localStorage.setItem(PUSH_OWNER_KEY, 'lid-a');
    localStorage.setItem(PUSH_ENDPOINT_KEY, 'https://fcm.googleapis.com/fcm/send/oud');
    sessionStore.setState({ token: 'token-a', user: member('lid-a'), status: 'ready' });
    keepPushWithItsMember();
    await vi.waitFor(() => expect(localStorage.getItem(PUSH_ENDPOINT_KEY)).toBe(SUBSCRIPTION_JSON.endpoint));
    expect(requests.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: SUBSCRIPTION_JSON },
    ]);
    expect(unsubscribed).toBe(0);
  });
});
