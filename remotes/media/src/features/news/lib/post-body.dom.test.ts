import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, paragraphsToHtml } from './post-body.ts';

describe('htmlToParagraphs', () => {
  it('gives back what the form edits: paragraphs with their line breaks, lists as tags', () => {
    const html = '<p>Eerste regel<br>tweede regel</p><p>Nieuwe <strong>alinea</strong></p><ul><li>Een</li></ul>';
    expect(htmlToParagraphs(html)).toBe(
      'Eerste regel\ntweede regel\n\nNieuwe <strong>alinea</strong>\n\n<ul><li>Een</li></ul>',
    );
  });

  it('is undone by paragraphsToHtml, so saving an unchanged post keeps its HTML', () => {
    for (const html of [
      '<p>Wat een <a href="https://tjas.example">wedstrijd</a>!</p><ul>\n<li>Een</li>\n<li>Twee</li>\n</ul><p>Tot zo</p>',
      '<p>Q&amp;A met het bestuur &amp;lt;3</p>',
    ]) {
      expect(paragraphsToHtml(htmlToParagraphs(html))).toBe(html.replace('Q&amp;A', 'Q&A'));
    }
  });

  it('keeps text outside a paragraph (an older post) as a block of its own', () => {
    expect(htmlToParagraphs('Losse tekst<br>met regel<p>Alinea</p>')).toBe('Losse tekst\nmet regel\n\nAlinea');
  });
});
