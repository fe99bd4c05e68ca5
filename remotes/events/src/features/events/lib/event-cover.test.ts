import { describe, expect, it } from 'vitest';
import { coverError } from './event-cover.ts';

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'omslag', { type });

describe('coverError', () => {
  it('takes a JPG, PNG or WebP up to the limit, and says in Dutch what is wrong otherwise', () => {
    expect(coverError(null)).toBeUndefined();
    expect(coverError(file('image/webp'))).toBeUndefined();
    expect(coverError(file('image/svg+xml'))).toBe('De omslagfoto moet een JPG, PNG of WebP zijn.');
    expect(coverError(file('application/pdf'))).toBe('De omslagfoto moet een JPG, PNG of WebP zijn.');
    expect(coverError(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe(
      'De omslagfoto is groter dan 5 MB; kies een kleinere.',
    );
  });
});
