import { describe, expect, it } from 'vitest';
import { firstPaint, firstPaintHeader, MEMBER_MARK_SCRIPT } from './first-paint-plugin.ts';
import { inlineScriptHashes } from './import-map-hash-plugin.ts';

type Handler = (html: string) => { html: string; tags: { tag: string; children: string }[] };
const transform = (productName: string) => {
  const hook = firstPaint(productName).transformIndexHtml as { handler: Handler };
  return (html: string) => hook.handler(html);
};

describe('firstPaint', () => {
  it('draws the header inside the empty #root, named after the product, safe as markup', () => {
    const { html } = transform('Tjas & <Co>')('<body><div id="root"></div></body>');
    expect(html).toContain(`<div id="root">${firstPaintHeader('Tjas & <Co>')}</div>`);
    expect(html).toContain('Tjas &#38; &#60;Co&#62;</span>');
    expect(html).not.toContain('<Co>');
  });

  it('keeps a $ in the name as it is (no replacement patterns)', () => {
    const { html } = transform("Ca$$h $& $'")('<p>voor</p><div id="root"></div><p>na</p>');
    expect(html).toContain('Ca$$h $&#38; $&#39;</span></div></div></div><p>na</p>');
    expect(html.match(/<p>na<\/p>/g)).toHaveLength(1);
  });

  it('adds the one inline script that marks a member, which the page policy then allows by its hash', () => {
    const { tags } = transform('Tjas')('<div id="root"></div>');
    expect(tags).toEqual([expect.objectContaining({ tag: 'script', children: MEMBER_MARK_SCRIPT })]);
    expect(inlineScriptHashes(`<head><script>${MEMBER_MARK_SCRIPT}</script></head>`)).toHaveLength(1);
  });

  it('refuses a page whose #root is missing or not empty, instead of drawing nothing', () => {
    expect(() => transform('Tjas')('<div id="app"></div>')).toThrow(/<div id="root"><\/div>/);
    expect(() => transform('Tjas')('<div id="root"><p>laden</p></div>')).toThrow(/<div id="root"><\/div>/);
  });

  it('leaves the dev server alone: its styles come with its scripts', () => {
    expect(firstPaint('Tjas').apply).toBe('build');
  });
});
