import { describe, expect, it } from 'vitest';
import { fileSlug, slugify } from './file-slug.ts';

describe('slugify', () => {
  it('keeps lowercase ASCII words joined by single dashes', () => {
    expect(slugify('  Één Café: ALV 2026!  ')).toBe('een-cafe-alv-2026');
    expect(slugify('???')).toBe('');
  });
});

describe('fileSlug', () => {
  it('names a download after the event, or "evenement" when its title has no letters', () => {
    expect(fileSlug('Schaatsweekend Thialf')).toBe('schaatsweekend-thialf');
    expect(fileSlug('🎉')).toBe('evenement');
  });
});
