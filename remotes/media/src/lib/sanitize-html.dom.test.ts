import { describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { loadedSanitizer, loadSanitizer, plainText, sanitizeWith } from './sanitize-html.ts';

const sanitizeHtml = sanitizeWith(DOMPurify);

describe('sanitizeHtml', () => {
  it('keeps text markup, lists and links', () => {
    expect(sanitizeHtml('<p>Hallo <strong>leden</strong></p><ul><li>Een</li></ul>')).toBe(
      '<p>Hallo <strong>leden</strong></p><ul><li>Een</li></ul>',
    );
    expect(sanitizeHtml('<a href="/sport/uitslagen">uitslagen</a>')).toBe('<a href="/sport/uitslagen">uitslagen</a>');
  });

  it('removes scripts, event handlers, iframes and styles', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('drops javascript: links and opens other sites in a new tab without access to this one', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">klik</a>')).toBe('<a>klik</a>');
    expect(sanitizeHtml('<a href="https://ijzers.example">winkel</a>')).toBe(
      '<a href="https://ijzers.example" target="_blank" rel="noopener noreferrer">winkel</a>',
    );
  });

  it("keeps this site's news pictures with their description and size, and removes every other picture", () => {
    const src = '/api/files/news_images/a1b2c3d4e5f6g7h/beker_x8k2p0qz1m.jpg?thumb=1200x0';
    const kept = `<p>a</p><img src="${src}" alt="De beker" width="1200" height="800"><p>b</p>`;
    expect(sanitizeHtml(kept)).toBe(kept);
    for (const tag of [
      '<img src="https://evil.example/x.png" alt="x">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">',
      '<img src="/api/files/photos/a1b2c3d4e5f6g7h/x.png" alt="x">',
      `<img src="${src}">`,
      `<img src="${src}" alt="x" width="100%">`,
    ])
      expect(sanitizeHtml(`<p>a</p>${tag}<p>b</p>`), tag).toBe('<p>a</p><p>b</p>');
    // An attribute nothing may keep goes before the picture is judged (the server drops it whole).
    expect(sanitizeHtml(`<img src="${src}" alt="x" onerror="alert(1)">`)).toBe(`<img src="${src}" alt="x">`);
  });
});

describe('loadSanitizer', () => {
  it('loads DOMPurify once, on demand, and sanitises as the page needs', async () => {
    expect(loadedSanitizer()).toBeNull();
    const [first, second] = await Promise.all([loadSanitizer(), loadSanitizer()]);
    expect(first).toBe(second);
    expect(loadedSanitizer()).toBe(first);
    expect(first('<p onclick="x()">Hallo</p><script>alert(1)</script>')).toBe('<p>Hallo</p>');
  });
});

describe('plainText', () => {
  it('keeps the words, one paragraph per block, and none of the markup', () => {
    expect(plainText('<p>Hallo <strong>leden</strong></p><ul><li>Een</li><li>Twee</li></ul><h2>Kop</h2>')).toBe(
      '<p>Hallo leden</p><p>Een</p><p>Twee</p><p>Kop</p>',
    );
    expect(plainText('<blockquote><p>Binnen</p></blockquote>')).toBe('<p>Binnen</p>');
    expect(plainText('los <em>woord</em>')).toBe('<p>los woord</p>');
  });

  it('leaves nothing that runs or loads: scripts, handlers and pictures become text or go', () => {
    const shown = plainText(
      '<p onclick="x()">a<img src="https://evil.example/x.png" onerror="alert(1)"></p><script>alert(2)</script><p>&lt;script&gt;</p>',
    );
    expect(shown).toBe('<p>a</p><p>&lt;script&gt;</p>');
    const holder = document.createElement('div');
    holder.innerHTML = shown;
    expect(holder.querySelectorAll('script, img, [onclick]')).toHaveLength(0);
  });
});
