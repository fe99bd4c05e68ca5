import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

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
});
