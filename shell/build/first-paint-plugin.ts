import type { HtmlTagDescriptor, Plugin } from 'vite';
import { AUTH_STORAGE_KEY } from '@tjas/auth';
import { CREST_VIEWBOX, crestPaths, escapeMarkup } from '../src/features/brand/crest-drawing.ts';

/** The class on `<html>` that shows the first paint's header: set when a session is stored. */
export const MEMBER_CLASS = 'tj-member';
/** The header drawn by the page itself, before any JavaScript (first-paint.css gives its look). */
export const FIRST_PAINT_CLASS = 'tj-first-paint';

/**
 * The logged-in layout's header (crest and name on the brand colour, as logged-in-layout.tsx
 * draws it) inside `#root`, which React replaces with the real one on its first render. Hidden
 * from assistive technology: the real header follows within a second and says the same.
 */
export function firstPaintHeader(productName: string): string {
  return (
    `<div class="${FIRST_PAINT_CLASS}" aria-hidden="true"><div class="${FIRST_PAINT_CLASS}-header">` +
    `<span class="${FIRST_PAINT_CLASS}-brand"><svg width="36" height="36" viewBox="${CREST_VIEWBOX}" focusable="false">${crestPaths()}</svg>${escapeMarkup(productName)}</span></div></div>`
  );
}

/**
 * Marks the page as a member's (a stored session) before the body is parsed, so a visitor on
 * the login page never sees a member's header flash. Inline, as it must run before the first
 * paint; its hash goes into the page's Content-Security-Policy (import-map-hash-plugin.ts).
 */
export function memberMarkScript(): string {
  return `try{localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)})&&document.documentElement.classList.add(${JSON.stringify(MEMBER_CLASS)})}catch(e){}`;
}

/**
 * The first paint without JavaScript (issue #33). On a phone on slow 4G the page stayed white
 * until the shell's ~115 KB of JavaScript had arrived and run and the section registry had
 * answered (first contentful paint ~1.7 s in Lighthouse); the header is in the HTML now, drawn by
 * the stylesheet the page loads anyway. It is replaced, not moved, so nothing shifts.
 */
export function firstPaint(productName: string): Plugin {
  return {
    name: 'tjas-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const root = '<div id="root"></div>';
        if (!html.includes(root))
          throw new Error('index.html heeft geen lege <div id="root"></div> voor de eerste weergave.');
        const tags: HtmlTagDescriptor[] = [{ tag: 'script', children: memberMarkScript(), injectTo: 'head-prepend' }];
        return { html: html.replace(root, `<div id="root">${firstPaintHeader(productName)}</div>`), tags };
      },
    },
  };
}
