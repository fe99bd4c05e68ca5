import { describe, expect, it } from 'vitest';
import {
  ALLOWED_HTML,
  allowedAttributes,
  allowedTags,
  imageAllowed,
  imageTagAttributes,
  newsImageSrc,
  xssOptions,
} from './rich-text.cjs';

// The server's cleaning with these options is tried under Node in packages/backend/src/clean-html.test.ts.
describe('the allowed rich text', () => {
  it('is text markup, lists, links and pictures; only a link (its href) and a picture keep attributes', () => {
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
      'img',
    ]);
    expect(allowedAttributes()).toEqual(['href', 'src', 'alt', 'width', 'height']);
    expect(Object.entries(ALLOWED_HTML).filter(([, attributes]) => attributes.length > 0)).toEqual([
      ['a', ['href']],
      ['img', ['src', 'alt', 'width', 'height']],
    ]);
  });

  it('allows nothing that runs, styles or embeds', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'template', 'svg', 'form', 'input']) {
      expect(allowedTags()).not.toContain(tag);
    }
    for (const attribute of ['style', 'onclick', 'onerror', 'srcset', 'srcdoc', 'formaction']) {
      expect(allowedAttributes()).not.toContain(attribute);
    }
  });

  it('gives js-xss a copy each time, so a change to one filter cannot widen the list', () => {
    const options = xssOptions();
    options.whiteList['a']!.push('style');
    options.whiteList['img']!.push('onerror');
    options.whiteList['video'] = ['src'];
    expect(xssOptions().whiteList['a']).toEqual(['href']);
    expect(xssOptions().whiteList['img']).toEqual(['src', 'alt', 'width', 'height']);
    expect(xssOptions().whiteList['video']).toBeUndefined();
    expect(ALLOWED_HTML['a']).toEqual(['href']);
  });
});

// A picture in a post (#32): only one uploaded to this site's news pictures, with a description.
// The server's cleaning of whole tags with it: packages/backend/src/clean-html.test.ts.
const ID = 'a1b2c3d4e5f6g7h';
const SRC = `/api/files/news_images/${ID}/kampioenen_x8k2p0qz1m.jpg`;

/** Picture addresses that are not a news picture of this site. */
const FOREIGN_SOURCES = [
  'https://evil.example/x.png',
  'http://localhost:8090/api/files/news_images/a1b2c3d4e5f6g7h/x.png',
  '//evil.example/api/files/news_images/a1b2c3d4e5f6g7h/x.png',
  'data:image/png;base64,iVBORw0KGgo=',
  'javascript:alert(1)',
  '/api/files/photos/a1b2c3d4e5f6g7h/x.png',
  '/api/files/users/a1b2c3d4e5f6g7h/avatar.png',
  '/api/files/news_images/kort/x.png',
  '/api/files/news_images/a1b2c3d4e5f6g7h/../../users/x.png',
  '/api/files/news_images/a1b2c3d4e5f6g7h/x.svg',
  '/api/files/news_images/a1b2c3d4e5f6g7h/x.png?thumb=0x0',
  '/api/files/news_images/a1b2c3d4e5f6g7h/x.png?token=abc',
  '/api/files/news_images/a1b2c3d4e5f6g7h/x%2Epng',
  '/api/files/news_images/a1b2c3d4e5f6g7h/x.png ',
  '',
];

describe('a picture in rich text', () => {
  it("is kept with this site's address of a news picture (or its 1200-wide thumb) and a description", () => {
    expect(newsImageSrc(ID, 'kampioenen_x8k2p0qz1m.jpg')).toBe(`${SRC}?thumb=1200x0`);
    for (const src of [
      SRC,
      `${SRC}?thumb=1200x0`,
      `/api/files/news_images/${ID}/foto.png`,
      `/api/files/news_images/${ID}/a.webp`,
    ])
      expect(imageAllowed({ src, alt: 'Het team met de beker' }), src).toBe(true);
    expect(imageAllowed({ src: SRC, alt: 'Beker', width: '1200', height: '800' })).toBe(true);
  });

  it('is stripped with any other address', () => {
    for (const src of FOREIGN_SOURCES) expect(imageAllowed({ src, alt: 'Foto' }), src).toBe(false);
  });

  it('is stripped without a description, with another attribute or a size that is no number of pixels', () => {
    expect(imageAllowed({ src: SRC })).toBe(false);
    expect(imageAllowed({ src: SRC, alt: '' })).toBe(false);
    expect(imageAllowed({ src: SRC, alt: '   ' })).toBe(false);
    expect(imageAllowed({ src: SRC, alt: 'x'.repeat(301) })).toBe(false);
    for (const [name, value] of [
      ['onerror', 'alert(1)'],
      ['style', 'width:1px'],
      ['srcset', 'https://evil.example/x.png 2x'],
    ] as const)
      expect(imageAllowed({ src: SRC, alt: 'Foto', [name]: value }), name).toBe(false);
    for (const size of ['100%', '0', '12px', '-1', '999999'])
      expect(imageAllowed({ src: SRC, alt: 'Foto', width: size }), size).toBe(false);
    expect(imageAllowed(null)).toBe(false);
  });

  it('is read from a tag only when written as the editor writes it', () => {
    expect(imageTagAttributes(`<img src="${SRC}" alt="Foto &amp; meer" width="10">`)).toEqual({
      src: SRC,
      alt: 'Foto & meer',
      width: '10',
    });
    // Measured in the characters typed, as the dialog measures them: & is written &amp;.
    const alt = `${'x'.repeat(290)} & & & & &`;
    expect(alt.length).toBeLessThanOrEqual(300);
    const written = `<img src="${SRC}" alt="${alt.replaceAll('&', '&amp;')}">`;
    expect(imageAllowed(imageTagAttributes(written))).toBe(true);
    expect(imageTagAttributes(`<img src="${SRC}" alt="&#x26;&#38;&lt;&bogus;">`)?.['alt']).toBe('&&<&bogus;');
    expect(imageTagAttributes(`<img src="${SRC}" alt="Foto" />`)).toEqual({ src: SRC, alt: 'Foto' });
    expect(imageTagAttributes(`<img src="${SRC}" src="${SRC}" alt="x">`)).toBeNull();
    expect(imageTagAttributes(`<img src="${SRC}" alt=x>`)).toBeNull();
    expect(imageTagAttributes(`<img src='${SRC}' alt="x">`)).toBeNull();
    expect(imageTagAttributes(`<img src="${SRC}"alt="x">`)).toBeNull();
    expect(imageTagAttributes(`<IMG SRC="${SRC}" ALT="x">`)).toBeNull();
  });
});
