import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter } from '@tjas/router';
import { insideLink, useLeaveGuard } from './use-leave-guard.ts';

// Which clicks the event form's leave guard asks about: a plain click on a link to another page
// of the site (the browser's own question covers the rest).

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function clickOn(html: string, init: MouseEventInit = {}): string | null {
  window.history.replaceState(null, '', '/evenementen/nieuw');
  document.body.innerHTML = html;
  const target = document.querySelector('[data-click]')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return insideLink(event);
}

describe('insideLink', () => {
  it('gives where a link inside the site leads, also from an element within the link', () => {
    expect(clickOn('<a href="/sport/uitslagen?seizoen=2026" data-click>Sport</a>')).toBe(
      '/sport/uitslagen?seizoen=2026',
    );
    expect(clickOn('<a href="/evenementen"><span data-click>← Alle evenementen</span></a>')).toBe('/evenementen');
  });

  it('leaves links to what the server serves itself to the browser: the router would show not-found', () => {
    for (const href of [
      '/api/tjas/agenda/abc.ics',
      '/api/files/events/x/cover.jpg',
      '/_/',
      '/_',
      '/sections/sport/1.0.0/mf-manifest.json',
      '/site-mf/mf-manifest.json',
    ])
      expect(clickOn(`<a href="${href}" data-click>x</a>`), href).toBeNull();
    // A page of the site whose name merely begins so is the router's.
    expect(clickOn('<a href="/apis" data-click>x</a>')).toBe('/apis');
  });

  it('leaves new tabs, downloads, other sites, this very page and non-links alone', () => {
    expect(clickOn('<a href="/sport" target="_blank" data-click>x</a>')).toBeNull();
    expect(clickOn('<a href="/sport" data-click>x</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn('<a href="/sport" data-click>x</a>', { button: 1 })).toBeNull();
    expect(clickOn('<a href="/x.csv" download data-click>x</a>')).toBeNull();
    expect(clickOn('<a href="https://example.org/" data-click>x</a>')).toBeNull();
    expect(clickOn('<a href="/evenementen/nieuw#vragen" data-click>x</a>')).toBeNull();
    expect(clickOn('<button data-click>x</button>')).toBeNull();
  });
});

describe('useLeaveGuard', () => {
  it('asks about a link clicked as soon as the form is on screen, before React runs its passive effects', async () => {
    // As a member's browser renders, not inside act() (which would run every effect first).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    window.history.replaceState(null, '', '/evenementen/nieuw');
    const container = document.createElement('div');
    document.body.append(container);
    let asked = 0;
    function Form() {
      useLeaveGuard(true, () => {
        asked += 1;
        return Promise.resolve(false);
      });
      return createElement('a', { href: '/sport' }, 'Sport');
    }
    const root = createRoot(container);
    try {
      // The mutation observer's callback runs right after React puts the link in the page, in the
      // same task: a click there is the earliest a member could make.
      const shown = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      root.render(createElement(BrowserRouter, null, createElement(Form)));
      await shown;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      container.querySelector('a')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(asked).toBe(1);
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
