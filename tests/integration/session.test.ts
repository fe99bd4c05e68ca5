import { configureBackend, getPocketBase, login, logout, sessionStore, startSession } from '@tjas/auth';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  configureBackend({ baseUrl: pb.url });
});
afterAll(() => pb?.stop());

describe('the auth package against a real PocketBase', () => {
  it('logs in with username or e-mail and loads the committees', async () => {
    await login('bestuur', DEMO_PASSWORD);
    expect(sessionStore.getState().user?.email).toBe('bestuur@tjas.example');
    expect(sessionStore.getState().committees).toEqual([expect.objectContaining({ name: 'Bestuur', admin: true })]);
    logout();
    await login('sport@tjas.example', DEMO_PASSWORD);
    expect(sessionStore.getState().committees.map((committee) => committee.name)).toEqual(['Sportcommissie']);
  });

  it('refreshes a valid session at start-up with committees expanded', async () => {
    await login('media', DEMO_PASSWORD);
    // Forget the committees locally: start-up must bring them back from the server.
    const { token, record } = getPocketBase().authStore;
    getPocketBase().authStore.save(token, { ...record!, expand: {} });
    expect(sessionStore.getState().committees).toEqual([]);
    await startSession();
    expect(sessionStore.getState().status).toBe('ready');
    expect(sessionStore.getState().committees.map((committee) => committee.name)).toEqual(['Mediacommissie']);
  });

  it('clears the session at start-up when the member no longer exists', async () => {
    await login('ruben.de.boer', DEMO_PASSWORD);
    const id = sessionStore.getState().user!.id;
    await pb.admin.collection('users').delete(id);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', token: '', user: null, committees: [] });
  });

  it('clears the session at start-up when the server refuses the token (401)', async () => {
    await login('eva.bos', DEMO_PASSWORD);
    const { token, record } = getPocketBase().authStore;
    getPocketBase().authStore.save(`${token.slice(0, -4)}AAAA`, record);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', token: '', user: null });
  });
});
