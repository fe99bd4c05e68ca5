import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { ICON_FILES, iconId, type IconName } from '../src/features/layouts/icon-names.ts';

const require = createRequire(import.meta.url);

/** One Lucide file as a `<symbol>`: its drawing and its viewBox, without its root's attributes. */
export function iconSymbol(name: IconName, file: string): string {
  const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(file);
  const viewBox = svg && /\bviewBox="([^"]+)"/.exec(svg[1]!);
  if (!svg || !viewBox || !svg[2]!.trim()) throw new Error(`Het icoon ${name} is geen SVG-tekening.`);
  // Only the white space between elements goes: an element may spread its attributes over lines.
  const drawing = svg[2]!.replace(/>\s+</g, '><').trim();
  return `<symbol id="${iconId(name)}" viewBox="${viewBox[1]}">${drawing}</symbol>`;
}

/** Every icon's symbol, read from the pinned lucide-static package. */
export function iconSymbols(): string {
  const version = (require('lucide-static/package.json') as { version: string }).version;
  const symbols = Object.entries(ICON_FILES).map(([name, file]) =>
    iconSymbol(name as IconName, readFileSync(require.resolve(`lucide-static/icons/${file}.svg`), 'utf8')),
  );
  return `<!-- @license lucide-static v${version} - ISC -->${symbols.join('')}`;
}

/**
 * The icons drawn once in the page's HTML, hidden, for `<Icon>` to refer to (`<use>`). They were
 * CSS masks of SVG files; the browser makes a document of its own for every SVG image, which
 * cost the first render of a logged-in page ~65 ms of main thread on a phone 4x slower than this
 * machine (Chromium's trace: SVGImage::DataChanged inside the style recalculation), a long task
 * that counted as blocking time. Drawn inline they cost a few milliseconds, still no JavaScript
 * (the page budget counts that) and no request. Hidden with SVG's `display="none"` attribute
 * (not a style, which the pages' security policy would refuse): the HTML `hidden` attribute does
 * nothing on an <svg>, which then took 300 x 150 px at the end of every page and, pushed down
 * by the page's content while in view, counted as a layout shift (0.148 once in CI). Not
 * displayed suits Lucide's plain strokes; a drawing with gradients or clip paths referred to by
 * id would not show from there.
 */
export function iconSprite(): Plugin {
  // Read once per server or build: the dev server transforms the page on every load.
  let symbols: string | undefined;
  return {
    name: 'tjas-icon-sprite',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html,
        tags: [
          {
            tag: 'svg',
            attrs: {
              xmlns: 'http://www.w3.org/2000/svg',
              display: 'none',
              'aria-hidden': 'true',
              'data-icon-sprite': '',
            },
            children: (symbols ??= iconSymbols()),
            // Last: the page's head and its first paint come first; the icons are drawn by React.
            injectTo: 'body',
          },
        ],
      }),
    },
  };
}
