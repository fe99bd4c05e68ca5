import { describe, expect, it } from 'vitest';
import { firstPaint, firstPaintHeader, memberMarkScript } from './first-paint-plugin.ts';
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
    expect(html).toContain('Tjas &amp; &lt;Co&gt;</span>');
    expect(html).not.toContain('<Co>');
  });

  it('adds the one inline script that marks a member, which the page policy then allows by its hash', () => {
    const { tags } = transform('Tjas')('<div id="root"></div>');
    expect(tags).toEqual([expect.objectContaining({ tag: 'script', children: memberMarkScript() })]);
    expect(memberMarkScript()).toContain('"pocketbase_auth"');
    const page = `<head><script>${memberMarkScript()}</script></head>`;
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });

  it('refuses a page whose #root is missing or not empty, instead of drawing nothing', () => {
    expect(() => transform('Tjas')('<div id="app"></div>')).toThrow(/<div id="root"><\/div>/);
  });
});
