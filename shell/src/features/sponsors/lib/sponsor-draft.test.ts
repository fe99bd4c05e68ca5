import { describe, expect, it } from 'vitest';
import { sponsorFormData, toDraft, validateSponsor } from './sponsor-draft.ts';

const draft = { ...toDraft(null), name: 'Bakkerij', url: 'https://bakkerij.example' };

describe('validateSponsor', () => {
  it('accepts a sponsor with a name and a link', () => {
    expect(validateSponsor(draft)).toEqual({});
  });

  it('refuses a missing name, a non-web link and a long description', () => {
    expect(validateSponsor({ ...draft, name: ' ', url: 'ftp://x', description: 'x'.repeat(2001) })).toEqual({
      name: 'Geef een naam van minstens 2 tekens.',
      url: 'Vul een geldige link in (https://…).',
      description: 'De beschrijving mag hoogstens 2000 tekens hebben.',
    });
  });

  it('takes a raster logo up to 1 MB, never an SVG', () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(validateSponsor({ ...draft, logo: svg }).logo).toBe('Het logo moet een JPG, PNG, WebP of GIF zijn.');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    expect(validateSponsor({ ...draft, logo: big }).logo).toBe('Het logo is groter dan 1 MB.');
  });
});

it('sends trimmed fields and the logo only when one was chosen', () => {
  const form = sponsorFormData({ ...draft, name: ' Bakkerij ' });
  expect(form.get('name')).toBe('Bakkerij');
  expect(form.has('logo')).toBe(false);
});
