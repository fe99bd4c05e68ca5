import { allowedTags, xssOptions } from '@tjas/schema/rules/rich-text';
import { describe, expect, it } from 'vitest';
import { FilterXSS } from 'xss';

// The server's cleaning of rich text (pb_hooks/lib/clean-html.js) without a server: the same
// js-xss (the backend's `xss`, which the hooks require) with the same options. The media section
// cleans with DOMPurify and the same list when it shows the text (sanitize-html.dom.test.ts).
const filter = new FilterXSS(xssOptions());
const clean = (html: string) => filter.process(html);

describe('cleaning rich text when it is saved', () => {
  it('keeps text markup, lists and links', () => {
    const kept =
      '<h2>Nieuws</h2><p>Hallo <strong>leden</strong>, <em>tot</em> <u>zo</u><br /></p><ul><li>Een</li></ul>';
    expect(clean(kept)).toBe(kept);
    expect(clean('<ol><li><b>1</b> <i>2</i></li></ol><h3>x</h3><blockquote>y</blockquote>')).toBe(
      '<ol><li><b>1</b> <i>2</i></li></ol><h3>x</h3><blockquote>y</blockquote>',
    );
    expect(clean('<a href="/sport/uitslagen">uitslagen</a>')).toBe('<a href="/sport/uitslagen">uitslagen</a>');
  });

  it('keeps every allowed tag (a picture only as below)', () => {
    for (const tag of allowedTags().filter((name) => name !== 'img'))
      expect(clean(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
  });

  it('removes event handlers, styles and other attributes, keeping the tag', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="groot">x</p>')).toBe('<p>x</p>');
    expect(clean('<a href="/x" target="_top" onmouseover="alert(1)">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('removes scripts, styles, frames and embedded objects with what they hold', () => {
    expect(
      clean('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example">b</iframe>'),
    ).toBe('<p>a</p>');
    expect(clean('<object data="x">c</object><embed src="x"><template><p>d</p></template>e')).toBe('e');
  });

  it('removes other tags but keeps their text, and drops comments', () => {
    expect(clean('<div><span>tekst</span></div><img src=x onerror="alert(1)">')).toBe('tekst');
    expect(clean('voor<!-- verborgen -->na')).toBe('voorna');
  });

  it('drops javascript: links', () => {
    expect(clean('<a href="javascript:alert(1)">klik</a>')).toBe('<a href>klik</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">klik</a>')).toBe('<a href>klik</a>');
  });

  it('changes nothing in text it cleaned before', () => {
    const once = clean('<p onclick="x">a <script>b</script><a href="javascript:c">d</a></p>');
    expect(clean(once)).toBe(once);
  });
});

// A picture in a post (#32): the rule is tried case by case beside it (rich-text.test.ts); here
// the server's cleaning keeps or removes the whole tag by it.
describe('a picture when rich text is saved', () => {
  const SRC = '/api/files/news_images/a1b2c3d4e5f6g7h/kampioenen_x8k2p0qz1m.jpg';

  it('keeps a news picture of this site as the editor writes it, with its description and size', () => {
    const kept = `<p>Voor</p><img src="${SRC}?thumb=1200x0" alt="Het team met de beker" width="1200" height="800"><p>Na</p>`;
    expect(clean(kept)).toBe(kept);
    expect(clean(`<img src="${SRC}" alt="Beker" />`)).toBe(`<img src="${SRC}" alt="Beker" />`);
    expect(clean(clean(kept))).toBe(kept);
  });

  it('removes the whole picture when its address is anything else', () => {
    for (const src of [
      'https://evil.example/x.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '/api/files/photos/a1b2c3d4e5f6g7h/x.png',
      '/api/files/news_images/a1b2c3d4e5f6g7h/../../users/x.png',
    ])
      expect(clean(`<p>a</p><img src="${src}" alt="Foto"><p>b</p>`), src).toBe('<p>a</p><p>b</p>');
  });

  it('removes the whole picture without a description, with another attribute or written another way', () => {
    for (const tag of [
      `<img src="${SRC}">`,
      `<img src="${SRC}" alt="">`,
      `<img src="${SRC}" alt="Foto" onerror="alert(1)">`,
      `<img src="${SRC}" alt="Foto" style="width:9999px">`,
      `<img src="${SRC}" alt="Foto" width="100%">`,
      `<img src="${SRC}" src="https://evil.example/x.png" alt="Foto">`,
      `<img src=${SRC} alt="Foto">`,
      `<img src='${SRC}' alt="Foto">`,
      `<IMG SRC="${SRC}" ALT="Foto">`,
      `<img alt="Foto" src="${SRC}"/ onerror="alert(1)">`,
      `</img>`,
    ])
      expect(clean(`<p>a</p>${tag}<p>b</p>`), tag).toBe('<p>a</p><p>b</p>');
  });
});
