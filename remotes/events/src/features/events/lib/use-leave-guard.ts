import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from '@tjas/router';

/**
 * Asks before a member leaves a form with unsaved changes (#32 item 5): the browser's own
 * question for a reload, a closed tab or another site (beforeunload: the only way a page may ask
 * then), and `ask` (the site's styled dialog) for a link inside the site, the section's own or
 * the shell's menus. Only then it goes, through the router.
 *
 * Why not react-router's useBlocker: it works in a data router only (createBrowserRouter), and
 * the shell runs the declarative BrowserRouter that @tjas/router shares; the data router would
 * put ~20 KB gzip more on every page (/evenementen has a 140 KB budget; see BENCHMARKS.md). The
 * browser's back button is not asked about (a history step cannot be held without the data
 * router), but loses nothing: the form's draft (use-event-draft.ts) is there when they return.
 */
export function useLeaveGuard(active: boolean, ask: () => Promise<boolean>): void {
  const navigate = useNavigate();
  // The newest question and router, without adding and removing the listeners on each render.
  const latest = useRef({ ask, navigate });
  latest.current = { ask, navigate };

  // A layout effect: the guard is in place when the form that needs it is on screen. A passive
  // effect runs in a later task, and a click in between left unasked (a page test did so on a
  // busy machine).
  useLayoutEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only with a returnValue set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = insideLink(event);
      if (!target) return;
      // Before the router's own click handler and the browser follow the link (window, capture).
      event.preventDefault();
      void latest.current.ask().then((leave) => {
        if (leave) void latest.current.navigate(target);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [active]);
}

// Addresses of this origin that PocketBase serves itself, not the app's router: the API (a
// calendar file, an export), its dashboard, the sections' and the provider's files and the
// built assets. Sent through the router they would show the site's not-found page; the browser
// follows them, asking its own question (beforeunload) when they leave the page.
const SERVER_PATHS = ['/api/', '/_/', '/sections/', '/site-mf/', '/assets/'];

const servedByServer = (pathname: string): boolean =>
  pathname === '/_' || SERVER_PATHS.some((prefix) => pathname.startsWith(prefix));

/**
 * Where a click would take the member inside the site ("/sport/uitslagen?x"), or null: not a
 * plain click on a link to another page of the app (a new tab, a download, a link to elsewhere
 * or to a file the server serves, which beforeunload covers, or one to this very page).
 */
export function insideLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || servedByServer(url.pathname)) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}`;
  if (`${url.pathname}${url.search}` === here) return null;
  return to;
}
