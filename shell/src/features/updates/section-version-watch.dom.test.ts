import { sessionStore, type SessionUser } from '@tjas/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingUpdate } from './pending-update.ts';
import { sectionUpdate, watchSectionVersions, type SectionChange } from './section-version-watch.ts';

const running = new Map([
  ['sport', 'v1'],
  ['events', 'v7'],
]);
const change = (record: SectionChange['record'], action = 'update'): SectionChange => ({ action, record });

describe('sectionUpdate', () => {
  it('names the section whose live version is not the one this page runs', () => {
    expect(sectionUpdate(running, change({ name: 'sport', label: 'Sport', version: 'v2' }))).toBe(
      'nieuwe versie van Sport (v2)',
    );
  });

  it('ignores the version this page runs, sections it does not know, removals and odd records', () => {
    expect(sectionUpdate(running, change({ name: 'sport', label: 'Sport', version: 'v1' }))).toBeNull();
    expect(sectionUpdate(running, change({ name: 'proef', label: 'Proef', version: 'v2' }))).toBeNull();
    expect(sectionUpdate(running, change({ name: 'sport', label: 'Sport', version: 'v2' }, 'delete'))).toBeNull();
    expect(sectionUpdate(running, change({ name: 'sport', version: 3 }))).toBeNull();
  });
});

describe('watchSectionVersions', () => {
  const member = { id: 'm1', username: 'lid' } as SessionUser;
  afterEach(() => sessionStore.setState({ user: null }));

  function fakeRealtime() {
    let listener: ((change: SectionChange) => void) | null = null;
    const unsubscribe = vi.fn(async () => {
      listener = null;
    });
    const subscribe = vi.fn(async (onChange: (change: SectionChange) => void) => {
      listener = onChange;
      return unsubscribe;
    });
    return { subscribe, unsubscribe, send: (sent: SectionChange) => listener?.(sent) };
  }

  it('listens only while a member is logged in, and marks a new version of a section as pending', async () => {
    const realtime = fakeRealtime();
    const stop = watchSectionVersions(running, realtime.subscribe);
    expect(realtime.subscribe).not.toHaveBeenCalled();

    sessionStore.setState({ user: member });
    expect(realtime.subscribe).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    realtime.send(change({ name: 'events', label: 'Evenementen', version: 'v8' }));
    expect(pendingUpdate()).toBe('nieuwe versie van Evenementen (v8)');

    sessionStore.setState({ user: null });
    await vi.waitFor(() => expect(realtime.unsubscribe).toHaveBeenCalledTimes(1));
    stop();
    expect(realtime.subscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps the page working when realtime cannot be reached (the hourly check remains)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStore.setState({ user: member });
    const stop = watchSectionVersions(running, () => Promise.reject(new Error('geen verbinding')));
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('niet beschikbaar'), expect.any(Error)),
    );
    stop();
    warn.mockRestore();
  });
});
