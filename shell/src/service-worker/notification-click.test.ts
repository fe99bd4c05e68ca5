import { describe, expect, it } from 'vitest';
import { openSitePage, type SiteWindow } from './notification-click.ts';

const ORIGIN = 'https://leden.tjas.example';
const target = new URL('/evenementen/e1', ORIGIN);

function window(url: string, navigates = true) {
  const calls: string[] = [];
  const site: SiteWindow = {
    url,
    focus: () => {
      calls.push('focus');
      return Promise.resolve();
    },
    navigate: (to) => {
      calls.push(`navigate ${to}`);
      return Promise.resolve(navigates ? site : null);
    },
  };
  return { site, calls };
}

describe('tapping a notification', () => {
  it('brings forward a window already on that page', async () => {
    const other = window(`${ORIGIN}/account`);
    const there = window(target.href);
    expect(await openSitePage(target, [other.site, there.site], () => Promise.reject(new Error('geen venster')))).toBe(
      'focused',
    );
    expect(there.calls).toEqual(['focus']);
    expect(other.calls).toEqual([]);
  });

  it('moves the site’s most recent window to the page, not one of another site', async () => {
    const foreign = window('https://elders.example/');
    const recent = window(`${ORIGIN}/account`);
    const older = window(`${ORIGIN}/sport`);
    expect(await openSitePage(target, [foreign.site, recent.site, older.site], () => Promise.resolve())).toBe(
      'navigated',
    );
    expect(recent.calls).toEqual([`navigate ${target.href}`, 'focus']);
    expect([...foreign.calls, ...older.calls]).toEqual([]);
  });

  it('opens a new window without one of the site, or when none can be moved', async () => {
    const opened: string[] = [];
    const open = (url: string) => {
      opened.push(url);
      return Promise.resolve();
    };
    expect(await openSitePage(target, [], open)).toBe('opened');
    expect(await openSitePage(target, [window(`${ORIGIN}/account`, false).site], open)).toBe('opened');
    expect(opened).toEqual([target.href, target.href]);
  });
});
