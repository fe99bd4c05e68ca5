import { countText } from '@tjas/schema/count-text';
import { newsPostsLimits } from '@tjas/schema/field-limits';
import { describe, expect, it } from 'vitest';
import { validatePost } from './post-draft.ts';

describe('validatePost', () => {
  it('accepts a titled post with a body', () => {
    expect(validatePost({ title: 'Clubkampioenschap', body: 'Zaterdag op de ijsbaan.' })).toEqual({});
  });

  it('asks for a title within the schema\u2019s lengths, counted without surrounding spaces', () => {
    const { min, max } = newsPostsLimits.title;
    expect(validatePost({ title: ` ${'a'.repeat(min - 1)} `, body: 'x' }).title).toBe(
      `Geef het bericht een titel van minstens ${min} tekens.`,
    );
    expect(validatePost({ title: 'a'.repeat(max + 1), body: 'x' }).title).toBe(
      `De titel mag hoogstens ${max} tekens hebben.`,
    );
    expect(validatePost({ title: 'a'.repeat(max), body: 'x' })).toEqual({});
  });

  it('asks for a body', () => {
    expect(validatePost({ title: 'Nieuws', body: ' \n ' })).toEqual({ body: 'Schrijf het bericht.' });
  });

  it('measures the body as the server stores it: HTML, in bytes', () => {
    const maxSize = newsPostsLimits.body.maxSize;
    // The tags count: text that fits by itself is too long once wrapped in <p>.
    const text = `<p>${'a'.repeat(maxSize - 2)}</p>`;
    expect(validatePost({ title: 'Nieuws', body: text }).body).toBe(
      `Het bericht is te lang: het mag opgeslagen hoogstens ${countText(maxSize)} tekens zijn, opmaak meegeteld (een letter met accent telt dubbel).`,
    );
    // Each é is two bytes in UTF-8.
    expect(validatePost({ title: 'Nieuws', body: `<p>${'é'.repeat(maxSize / 2)}</p>` }).body).toBeDefined();
    expect(validatePost({ title: 'Nieuws', body: `<p>${'a'.repeat(maxSize - 7)}</p>` })).toEqual({});
  });
});
