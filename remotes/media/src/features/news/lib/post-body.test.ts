import { expect, it } from 'vitest';
import { paragraphsToHtml } from './post-body.ts';

it('makes paragraphs of blank-line separated text and keeps lists as they are', () => {
  expect(paragraphsToHtml('Eerste regel\ntweede regel\n\nNieuwe alinea\n\n<ul><li>Een</li></ul>\n')).toBe(
    '<p>Eerste regel<br>tweede regel</p><p>Nieuwe alinea</p><ul><li>Een</li></ul>',
  );
});
