import { describe, expect, it } from 'vitest';
import { validateAlbum } from './album-draft.ts';

describe('validateAlbum', () => {
  it('accepts a titled, dated album', () => {
    expect(validateAlbum({ title: 'Elfstedentocht', date: '2026-02-07', description: '' })).toEqual({});
  });

  it('explains a short or long title, a missing date and a long description in Dutch', () => {
    expect(validateAlbum({ title: ' a ', date: '', description: 'x'.repeat(2001) })).toEqual({
      title: 'Geef het album een titel van minstens 3 tekens.',
      date: 'Vul de datum van de foto’s in.',
      description: 'De beschrijving mag hoogstens 2000 tekens hebben.',
    });
    expect(validateAlbum({ title: 'x'.repeat(201), date: '2026-02-07', description: '' }).title).toBe(
      'De titel mag hoogstens 200 tekens hebben.',
    );
  });
});
