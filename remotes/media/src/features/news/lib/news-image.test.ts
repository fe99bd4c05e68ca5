import { ClientResponseError } from '@tjas/auth';
import { describe, expect, it } from 'vitest';
import { imageDescriptionError, newsImageError, uploadErrorText } from './news-image.ts';

describe('a picture for a post', () => {
  it('is a JPG, PNG or WebP up to 5 MB, or refused in Dutch', () => {
    expect(newsImageError({ type: 'image/webp', size: 10 })).toBeUndefined();
    expect(newsImageError({ type: 'image/svg+xml', size: 10 })).toBe('De afbeelding moet een JPG, PNG of WebP zijn.');
    expect(newsImageError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(
      /^De afbeelding is groter dan 5 MB; kies een kleinere\.$/,
    );
  });

  it('needs a short description', () => {
    expect(imageDescriptionError('  ')).toMatch(/^Beschrijf kort wat er op de afbeelding te zien is/);
    expect(imageDescriptionError('x'.repeat(301))).toBe('De beschrijving is te lang: hoogstens 300 tekens.');
    expect(imageDescriptionError('Het team')).toBeUndefined();
  });

  it('says in Dutch why an upload failed', () => {
    const failed = (status: number, response: Record<string, unknown>) =>
      new ClientResponseError({ url: '/api/collections/news_images/records', status, response });
    expect(
      uploadErrorText(failed(400, { data: { image: { code: 'validation_invalid_mime_type', message: 'x' } } })),
    ).toBe('De afbeelding is niet opgeslagen: Dit bestandstype is niet toegestaan.');
    expect(uploadErrorText(failed(400, { message: 'Failed to create record.', data: {} }))).toMatch(
      /^Je mag geen afbeeldingen bij nieuws plaatsen/,
    );
    expect(uploadErrorText(failed(0, {}))).toMatch(/^De afbeelding is niet opgeslagen\. De server is niet bereikbaar/);
  });
});
