import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_MARK_SCRIPT } from './first-paint-plugin.ts';

// The inline line of index.html, run as the browser runs it (jsdom): which page is a member's.

const root = document.documentElement;
const token = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ id: 'lid1', exp })).toString('base64url'), 'sig'].join('.');
const store = (exp: number, id = 'lid1') =>
  localStorage.setItem('pocketbase_auth', JSON.stringify({ token: token(exp), record: { id } }));
const runScript = () => new Function(MEMBER_MARK_SCRIPT)();
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  localStorage.clear();
  root.className = '';
  delete root.dataset['theme'];
  vi.restoreAllMocks();
});

describe('the first paint’s member mark', () => {
  it('marks the page of a member whose stored session has not expired', () => {
    store(inAnHour());
    runScript();
    expect(root.classList.contains('tj-member')).toBe(true);
    expect(root.dataset['theme']).toBeUndefined();
  });

  it('leaves a visitor’s page and an expired session’s page unmarked (they get the login page)', () => {
    runScript();
    expect(root.classList.contains('tj-member')).toBe(false);
    store(Math.floor(Date.now() / 1000) - 60);
    runScript();
    expect(root.classList.contains('tj-member')).toBe(false);
  });

  it('applies the member’s own colour theme, and only a real one', () => {
    store(inAnHour());
    localStorage.setItem('tjas_theme:lid1', 'dark');
    localStorage.setItem('tjas_theme:ander', 'light');
    runScript();
    expect(root.dataset['theme']).toBe('dark');
    delete root.dataset['theme'];
    localStorage.setItem('tjas_theme:lid1', 'paars');
    runScript();
    expect(root.dataset['theme']).toBeUndefined();
  });

  it('does nothing, and throws nothing, when the storage is broken or refused', () => {
    localStorage.setItem('pocketbase_auth', '{kapot');
    expect(runScript).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('geweigerd', 'SecurityError');
    });
    expect(runScript).not.toThrow();
    expect(root.classList.contains('tj-member')).toBe(false);
  });
});
