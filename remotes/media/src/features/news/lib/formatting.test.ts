import { describe, expect, it } from 'vitest';
import { applyFormat } from './formatting.ts';
import { paragraphsToHtml } from './post-body.ts';

describe('applyFormat', () => {
  it('makes the selection bold or italic and keeps the words selected', () => {
    expect(applyFormat('Kom allemaal naar de ALV!', 21, 24, 'bold')).toEqual({
      text: 'Kom allemaal naar de <b>ALV</b>!',
      start: 24,
      end: 27,
    });
    expect(applyFormat('Kom allemaal', 4, 12, 'italic')).toEqual({ text: 'Kom <i>allemaal</i>', start: 7, end: 15 });
  });

  it('puts a placeholder to type over where nothing was selected', () => {
    expect(applyFormat('Tekst ', 6, 6, 'bold')).toEqual({ text: 'Tekst <b>vetgedrukte tekst</b>', start: 9, end: 26 });
  });

  it('links the selection to an https or mailto address, and refuses anything else', () => {
    expect(applyFormat('Zie de site', 7, 11, 'link', ' https://tjas.nl/alv ')).toEqual({
      text: 'Zie de <a href="https://tjas.nl/alv">site</a>',
      start: 37,
      end: 41,
    });
    expect(applyFormat('Mail ons', 0, 0, 'link', 'mailto:bestuur@tjas.nl')).toMatchObject({
      text: '<a href="mailto:bestuur@tjas.nl">mailto:bestuur@tjas.nl</a>Mail ons',
    });
    for (const address of ['javascript:alert(1)', 'tjas.nl', 'https://tjas.nl/"onmouseover="x', '']) {
      expect(applyFormat('x', 0, 1, 'link', address)).toEqual({
        error: 'Geef een webadres dat met https:// begint (of een mailto:-adres).',
      });
    }
  });

  it('turns the selected lines into a list that stays a block of its own', () => {
    const edit = applyFormat('Neem mee:\nschaatsen\nhelm\nDat was het.', 10, 24, 'list');
    expect(edit).toMatchObject({ text: 'Neem mee:\n\n<ul>\n<li>schaatsen</li>\n<li>helm</li>\n</ul>\n\nDat was het.' });
    expect(paragraphsToHtml((edit as { text: string }).text)).toBe(
      '<p>Neem mee:</p><ul>\n<li>schaatsen</li>\n<li>helm</li>\n</ul><p>Dat was het.</p>',
    );
  });
});
