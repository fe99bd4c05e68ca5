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

  it('keeps every allowed tag', () => {
    for (const tag of allowedTags()) expect(clean(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
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
