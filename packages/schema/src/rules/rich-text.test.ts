import { describe, expect, it } from 'vitest';
import { ALLOWED_HTML, allowedAttributes, allowedTags, xssOptions } from './rich-text.cjs';

// The server's cleaning with these options is tried under Node in packages/backend/src/clean-html.test.ts.
describe('the allowed rich text', () => {
  it('is text markup, lists and links, and only a link keeps an attribute (its href)', () => {
    expect(allowedTags()).toEqual([
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'a',
      'h2',
      'h3',
      'blockquote',
    ]);
    expect(allowedAttributes()).toEqual(['href']);
    expect(Object.entries(ALLOWED_HTML).filter(([, attributes]) => attributes.length > 0)).toEqual([['a', ['href']]]);
  });

  it('allows nothing that runs, styles or embeds', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'template', 'img', 'svg', 'form', 'input']) {
      expect(allowedTags()).not.toContain(tag);
    }
    for (const attribute of ['style', 'onclick', 'onerror', 'src', 'srcdoc', 'formaction']) {
      expect(allowedAttributes()).not.toContain(attribute);
    }
  });

  it('gives js-xss a copy each time, so a change to one filter cannot widen the list', () => {
    const options = xssOptions();
    options.whiteList['a']!.push('style');
    options.whiteList['img'] = ['src'];
    expect(xssOptions().whiteList['a']).toEqual(['href']);
    expect(xssOptions().whiteList['img']).toBeUndefined();
    expect(ALLOWED_HTML['a']).toEqual(['href']);
  });
});
