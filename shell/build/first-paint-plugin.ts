import type { Plugin } from 'vite';
import { AUTH_STORAGE_KEY } from '@tjas/auth';
import { CREST_VIEWBOX, crestPaths } from '../src/features/brand/crest-drawing.ts';
import { themeStorageKey } from '../src/features/theme/theme-storage-key.ts';
import { escapeMarkup } from '../src/lib/escape-markup.ts';

/** The class on `<html>` that shows the drawn header: set while a session is stored and valid. */
export const MEMBER_CLASS = 'tj-member';

/**
 * The logged-in layout's header bar with the crest and the product's name, in the classes the
 * real header composes (features/layouts/site-header.css), inside `#root`: React replaces it with
 * the real one on its first render. Hidden from assistive technology: the real header follows
 * within a second and says the same.
 */
export function firstPaintHeader(productName: string): string {
  const crest = `<svg width="36" height="36" viewBox="${CREST_VIEWBOX}" focusable="false">${crestPaths()}</svg>`;
  return (
    `<div class="tj-first-paint" aria-hidden="true"><div class="tj-site-header">` +
    `<span class="tj-site-brand">${crest}${escapeMarkup(productName)}</span></div></div>`
  );
}

/**
 * Runs in the page's head before the body is parsed (inline: it must run before the first paint;
 * its hash goes into the page's Content-Security-Policy, import-map-hash-plugin.ts). It marks the
 * page as a member's only for a stored session whose token has not expired, so a visitor, or a
 * member whose session ended, never sees a member's header before the login page; and it applies
 * the member's own colour theme as applyTheme (@tjas/ui) does, so a member who chose dark does
 * not get a light header first.
 */
export const MEMBER_MARK_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)})||"null"),` +
  `p=s&&s.token&&JSON.parse(atob(s.token.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));` +
  `if(p&&p.exp*1e3>Date.now()){var d=document.documentElement,` +
  `t=s.record&&localStorage.getItem(${JSON.stringify(themeStorageKey(''))}+s.record.id);` +
  `d.classList.add(${JSON.stringify(MEMBER_CLASS)});if(t==="light"||t==="dark")d.dataset.theme=t}}catch(e){}`;

/**
 * The first paint without JavaScript (issue #33). On a phone on slow 4G the page stayed white
 * until the shell's ~120 KB of JavaScript had arrived and run and the section registry had
 * answered; now the header is in the HTML, drawn by the stylesheet the page loads anyway. It is
 * replaced, not moved, so nothing shifts. Built pages only: the dev server's styles come with its
 * scripts, so there it would show unstyled.
 */
export function firstPaint(productName: string): Plugin {
  return {
    name: 'tjas-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const root = '<div id="root"></div>';
        if (!html.includes(root))
          throw new Error('index.html heeft geen lege <div id="root"></div> voor de eerste weergave.');
        // A function, so `$` in the product's name is never read as a replacement pattern.
        const page = html.replace(root, () => `<div id="root">${firstPaintHeader(productName)}</div>`);
        return { html: page, tags: [{ tag: 'script', children: MEMBER_MARK_SCRIPT, injectTo: 'head-prepend' }] };
      },
    },
  };
}
