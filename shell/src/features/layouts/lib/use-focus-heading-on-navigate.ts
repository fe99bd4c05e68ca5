import { useLocation } from '@tjas/router';
import { useEffect, useRef, type RefObject } from 'react';

/** How long to wait for a page's heading (a section may still be loading) before focusing the content itself. */
export const HEADING_WAIT_MS = 5000;

/**
 * After a navigation inside the site, moves the focus to the new page's heading, as a page load
 * would start there: a screen reader announces the page, and the keyboard goes on from its top
 * instead of from <body>. The first load is the browser's. A page whose heading does not come
 * (still loading after HEADING_WAIT_MS) gets the focus on its content instead. A new search or
 * page within the same address (filters, a pager) keeps the focus where it is, and so does a
 * member who moved the focus themselves while the page was loading.
 */
export function useFocusHeadingOnNavigate(content: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    const origin = document.activeElement;
    let frame = 0;
    const focusHeading = () => {
      const main = content.current;
      if (!main) return;
      // The member went on while the page loaded (tabbed, clicked into it): their focus stays.
      const active = document.activeElement;
      if (active !== origin && active !== document.body && active !== main) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else if (performance.now() - started > HEADING_WAIT_MS) {
        main.focus();
      } else {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, content]);
}
