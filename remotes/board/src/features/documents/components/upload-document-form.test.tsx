import { describe, expect, it } from 'vitest';
import { validateDocument } from './upload-document-form.tsx';

const pdf = (size = 10) => new File([new Uint8Array(size)], 'notulen.pdf', { type: 'application/pdf' });

describe('validateDocument', () => {
  it('accepts a titled PDF, Word or OpenDocument file', () => {
    expect(validateDocument('Notulen ALV', pdf())).toEqual({});
    const odt = new File(['x'], 'beleid.odt', { type: 'application/vnd.oasis.opendocument.text' });
    expect(validateDocument('Beleidsplan', odt)).toEqual({});
  });

  it('says in Dutch what is missing or wrong', () => {
    expect(validateDocument('  ab ', null)).toEqual({
      title: 'Geef een titel van minstens 3 tekens.',
      file: 'Kies een bestand.',
    });
    expect(validateDocument('x'.repeat(201), new File(['<script>'], 'a.html', { type: 'text/html' }))).toEqual({
      title: 'De titel mag hoogstens 200 tekens hebben.',
      file: 'Alleen PDF, Word (.docx) of OpenDocument (.odt).',
    });
    expect(validateDocument('Groot', pdf(20 * 1024 * 1024 + 1)).file).toBe('Dit bestand is groter dan 20 MB.');
  });
});
