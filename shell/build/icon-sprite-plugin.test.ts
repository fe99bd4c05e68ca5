import { describe, expect, it } from 'vitest';
import { ICON_FILES, iconId, type IconName } from '../src/features/layouts/icon-names.ts';
import { iconSprite, iconSymbol, iconSymbols } from './icon-sprite-plugin.ts';

type Tag = { tag: string; attrs: Record<string, unknown>; children: string; injectTo: string };
type Handler = (html: string) => { html: string; tags: Tag[] };

describe('iconSprite', () => {
  it('draws every icon the code names once, as a symbol with its viewBox and its drawing', () => {
    const sprite = iconSymbols();
    for (const name of Object.keys(ICON_FILES) as IconName[]) {
      const symbol = new RegExp(`<symbol id="${iconId(name)}" viewBox="0 0 24 24">(.+?)</symbol>`).exec(sprite);
      expect(symbol, name).not.toBeNull();
      expect(symbol![1], name).toMatch(/^<(path|rect|circle|line|polyline)\b/);
      expect(sprite.split(`id="${iconId(name)}"`)).toHaveLength(2);
    }
    // Lucide's licence travels with its drawings; their files' own attributes (colour, size) do not.
    expect(sprite).toMatch(/^<!-- @license lucide-static v1\.62\.0 - ISC -->/);
    expect(sprite).not.toMatch(/<svg|class=|stroke=|width="24"/);
  });

  it('adds the symbols to the end of the page, hidden from the eye and from assistive technology', () => {
    const hook = iconSprite().transformIndexHtml as { handler: Handler };
    const page = '<body><div id="root"></div></body>';
    const { html, tags } = hook.handler(page);
    expect(html).toBe(page);
    expect(tags).toEqual([
      {
        tag: 'svg',
        attrs: expect.objectContaining({ display: 'none', 'aria-hidden': 'true' }),
        children: iconSymbols(),
        injectTo: 'body',
      },
    ]);
    // In the dev server too: <Icon> draws from them there as well.
    expect(iconSprite().apply).toBeUndefined();
  });

  it('refuses a file that is not an SVG drawing, instead of drawing an empty icon', () => {
    expect(() => iconSymbol('search', '<p>niet gevonden</p>')).toThrow(/search is geen SVG-tekening/);
    expect(() => iconSymbol('search', '<svg viewBox="0 0 24 24">\n</svg>')).toThrow(/geen SVG-tekening/);
    expect(iconSymbol('search', '<svg\n  viewBox="0 0 24 24"\n  fill="none"\n>\n  <circle r="8" />\n</svg>')).toBe(
      '<symbol id="tj-icon-search" viewBox="0 0 24 24"><circle r="8" /></symbol>',
    );
    // An element whose attributes spread over lines keeps them apart.
    expect(iconSymbol('search', '<svg viewBox="0 0 24 24">\n  <path\n    d="m21 21-4.34-4.34"\n  />\n</svg>')).toBe(
      '<symbol id="tj-icon-search" viewBox="0 0 24 24"><path\n    d="m21 21-4.34-4.34"\n  /></symbol>',
    );
  });
});
