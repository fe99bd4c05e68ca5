import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, configureBackend, getPocketBase } from './pocketbase-client.ts';
import { logout, sessionStore, startSession } from './session-store.ts';
import { fakeToken } from './test-tokens.ts';

const member = { id: 'u1', collectionId: '_pb_users_auth_', username: 'lid', email: 'lid@tjas.example' };

beforeAll(() => {
  // Nothing listens on port 9: every refresh fails like a server that refuses the session.
  configureBackend({ baseUrl: 'http://127.0.0.1:9' });
});

describe('session store', () => {
  it('keeps the local storage key pocketbase_auth', () => {
    getPocketBase().authStore.save(fakeToken({ exp: 4102444800 }), member as never);
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').record.id).toBe('u1');
    expect(AUTH_STORAGE_KEY).toBe('pocketbase_auth');
  });

  it('clears a stored session whose refresh fails', async () => {
    getPocketBase().authStore.save(fakeToken({ exp: Math.floor(Date.now() / 1000) + 3600 }), member as never);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', token: '', user: null, committees: [] });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
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
      expand: { committees: [{ id: 'c1', name: 'Bestuur', admin: true }] },
    };
    getPocketBase().authStore.save(fakeToken({ exp: 4102444800 }), record as never);
    expect(sessionStore.getState().user?.username).toBe('lid');
    expect(sessionStore.getState().committees).toEqual([{ id: 'c1', name: 'Bestuur', admin: true }]);
    logout();
    expect(sessionStore.getState()).toMatchObject({ token: '', user: null, committees: [] });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
