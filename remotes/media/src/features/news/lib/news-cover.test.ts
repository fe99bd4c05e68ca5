import { describe, expect, it } from 'vitest';
import { coverError } from './news-cover.ts';

describe('coverError', () => {
  it('takes no picture, or a JPG, PNG or WebP up to the limit', () => {
    expect(coverError(null)).toBeUndefined();
    expect(coverError(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeUndefined();
  });

  it('refuses another type and a picture over 5 MB, in Dutch', () => {
    expect(coverError(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toBe(
      'De omslagfoto moet een JPG, PNG of WebP zijn.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(coverError(big)).toMatch(/^De omslagfoto is groter dan 5 MB/);
  });
});
