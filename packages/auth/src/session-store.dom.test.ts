import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearOnLogout } from './logout-cleanup.ts';
import { AUTH_STORAGE_KEY, configureBackend, getPocketBase } from './pocketbase-client.ts';
import { logout, sessionStore, startSession } from './session-store.ts';
import { fakeToken } from './test-tokens.ts';

const member = { id: 'u1', collectionId: '_pb_users_auth_', username: 'lid', email: 'lid@tjas.example' };

beforeAll(() => {
  // Nothing listens on port 9: every refresh fails like a server that is down.
  configureBackend({ baseUrl: 'http://127.0.0.1:9' });
});

/**
 * Runs `check` on a first start with a stored session, the page's one client pointed at a local
 * server that answers every request with `status` and `body` after `delayMs`.
 */
async function withAuthServer(status: number, body: unknown, delayMs: number, check: () => Promise<void>) {
  const server = createServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    getPocketBase().baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    getPocketBase().authStore.save(fakeToken({ exp: Math.floor(Date.now() / 1000) + 3600 }), member as never);
    sessionStore.setState({ status: 'starting' });
    await check();
  } finally {
    getPocketBase().baseURL = 'http://127.0.0.1:9';
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('session store', () => {
  it('keeps the local storage key pocketbase_auth', () => {
    getPocketBase().authStore.save(fakeToken({ exp: 4102444800 }), member as never);
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').record.id).toBe('u1');
    expect(AUTH_STORAGE_KEY).toBe('pocketbase_auth');
  });

  it('keeps a stored session when the server cannot be reached, so a retry needs no new login', async () => {
    const token = fakeToken({ exp: Math.floor(Date.now() / 1000) + 3600 });
    getPocketBase().authStore.save(token, member as never);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'unreachable', token });
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').token).toBe(token);
    logout();
  });

  it('shows the stored session at once on the first start and refreshes it beside the page', async () => {
    const token = fakeToken({ exp: Math.floor(Date.now() / 1000) + 3600 });
    getPocketBase().authStore.save(token, member as never);
    sessionStore.setState({ status: 'starting' });
    const started = startSession();
    // Before the server has answered: the page may render with the stored member.
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', token, user: { username: 'lid' } });
    await started;
    expect(sessionStore.getState()).toMatchObject({ status: 'unreachable', token });
    // A retry waits for the server before it shows the page again.
    const retried = startSession();
    expect(sessionStore.getState().status).toBe('starting');
    await retried;
    expect(sessionStore.getState().status).toBe('unreachable');
    logout();
  });

  it('ends a stored session the server refuses, also when the page was shown before the answer', async () => {
    const refused = { status: 401, message: 'The request requires valid record authorization token.', data: {} };
    await withAuthServer(401, refused, 0, async () => {
      const started = startSession();
      expect(sessionStore.getState().status).toBe('ready');
      await started;
      expect(sessionStore.getState()).toMatchObject({ status: 'ready', token: '', user: null });
      expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    });
  });

  it('keeps a logout made while the refresh was under way', async () => {
    // The refresh of the old session answers after the member has logged out.
    await withAuthServer(200, { token: fakeToken({ exp: 4102444800 }), record: member }, 50, async () => {
      const started = startSession();
      logout();
      await started;
      expect(sessionStore.getState()).toMatchObject({ status: 'ready', token: '', user: null });
      expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    });
  });

  it('keeps the member’s and committees’ objects when a refresh says what was stored', () => {
    const record = { ...member, expand: { committees: [{ id: 'c1', key: 'bestuur', name: 'Bestuur', admin: true }] } };
    getPocketBase().authStore.save(fakeToken({ exp: 4102444800 }), record as never);
    const { user, committees } = sessionStore.getState();
    getPocketBase().authStore.save(fakeToken({ exp: 4102444801 }), structuredClone(record) as never);
    expect(sessionStore.getState().user).toBe(user);
    expect(sessionStore.getState().committees).toBe(committees);
    getPocketBase().authStore.save(fakeToken({ exp: 4102444802 }), { ...record, name: 'Nieuwe naam' } as never);
    expect(sessionStore.getState().user).toMatchObject({ name: 'Nieuwe naam' });
    expect(sessionStore.getState().committees).toBe(committees);
    logout();
  });

  it('clears an expired session without asking the server', async () => {
    getPocketBase().authStore.save(fakeToken({ exp: Math.floor(Date.now() / 1000) - 1 }), member as never);
    await startSession();
    expect(sessionStore.getState().token).toBe('');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('mirrors the member and committees of the stored record, and logout clears them', async () => {
    const record = {
      ...member,
      expand: { committees: [{ id: 'c1', key: 'bestuur', name: 'Bestuur', admin: true }] },
    };
    getPocketBase().authStore.save(fakeToken({ exp: 4102444800 }), record as never);
    expect(sessionStore.getState().user?.username).toBe('lid');
    expect(sessionStore.getState().committees).toEqual([{ id: 'c1', key: 'bestuur', name: 'Bestuur', admin: true }]);
    logout();
    expect(sessionStore.getState()).toMatchObject({ token: '', user: null, committees: [] });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('clears what the member’s pages kept in the tab under a prefix given to clearOnLogout, and nothing else', () => {
    getPocketBase().authStore.save(fakeToken({ exp: 4102444800 }), member as never);
    sessionStorage.clear();
    clearOnLogout('tjas:evenement-concept:');
    sessionStorage.setItem('tjas:evenement-concept:u1:/evenementen/nieuw', '{"values":{}}');
    sessionStorage.setItem('tjas:evenement-concept:u1:/evenementen/abc/bewerken', '{"values":{}}');
    sessionStorage.setItem('tjas:iets-anders', 'blijft');
    // Before its page loaded this time: the registration is in the tab, not in the section's code.
    logout();
    expect(sessionStorage.getItem('tjas:evenement-concept:u1:/evenementen/nieuw')).toBeNull();
    expect(sessionStorage.getItem('tjas:evenement-concept:u1:/evenementen/abc/bewerken')).toBeNull();
    expect(sessionStorage.getItem('tjas:iets-anders')).toBe('blijft');
  });

  it('clears it too when the session ends otherwise (expired at start-up, another tab’s logout)', async () => {
    clearOnLogout('tjas:evenement-concept:');
    sessionStorage.setItem('tjas:evenement-concept:u1:/evenementen/nieuw', '{}');
    getPocketBase().authStore.save(fakeToken({ exp: Math.floor(Date.now() / 1000) - 1 }), member as never);
    expect(sessionStorage.getItem('tjas:evenement-concept:u1:/evenementen/nieuw')).toBe('{}');
    await startSession();
    expect(sessionStorage.getItem('tjas:evenement-concept:u1:/evenementen/nieuw')).toBeNull();
  });
});
