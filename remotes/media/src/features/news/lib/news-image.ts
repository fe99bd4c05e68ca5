import { ClientResponseError, describeError, fieldErrors } from '@tjas/auth';
import { coverPictureError } from '@tjas/schema/cover-picture';
import { newsImagesLimits } from '@tjas/schema/field-limits';
import { IMAGE_ALT_MAX, NEWS_IMAGE_THUMB } from '@tjas/schema/rules/rich-text';

/** The picture types a post's text takes (the news_images collection's; the server refuses others). */
export const NEWS_IMAGE_TYPES: readonly string[] = newsImagesLimits.image.mimeTypes;
export { IMAGE_ALT_MAX };

/** What is wrong with a picture chosen for a post's text; undefined when it will do. */
export function newsImageError(file: { type: string; size: number }): string | undefined {
  return coverPictureError(file, newsImagesLimits.image, 'De afbeelding');
}

/** What is wrong with a picture's description (its alt text, required: the server keeps no picture without). */
export function imageDescriptionError(description: string): string | undefined {
  const text = description.trim();
  if (!text) return 'Beschrijf kort wat er op de afbeelding te zien is, voor wie hem niet kan zien.';
  if (text.length > IMAGE_ALT_MAX) return `De beschrijving is te lang: hoogstens ${IMAGE_ALT_MAX} tekens.`;
  return undefined;
}

/** Why an upload failed, in Dutch: what the server said of the file, a refusal, or the connection. */
export function uploadErrorText(error: unknown): string {
  const errors = fieldErrors(error);
  if (errors['image']) return `De afbeelding is niet opgeslagen: ${errors['image']}`;
  const [first] = Object.values(errors);
  if (first) return first;
  // A create rule that does not hold answers 400 without field errors (a member who cannot publish).
  if (error instanceof ClientResponseError && (error.status === 400 || error.status === 403))
    return 'Je mag geen afbeeldingen bij nieuws plaatsen: dat kunnen alleen de commissies die nieuws publiceren.';
  return `De afbeelding is niet opgeslagen. ${describeError(error)}`;
}

/**
 * The size a picture takes in the post's column: its own, at most the thumb's width (PocketBase
 * makes the 1200-wide thumb the text shows). Written on the img, so the page keeps the place free
 * before the picture arrives; null when the browser cannot read it.
 */
export async function displaySize(file: Blob): Promise<{ width: number; height: number } | null> {
  const maxWidth = Number(NEWS_IMAGE_THUMB.split('x')[0]);
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = bitmap;
    bitmap.close();
    if (!width || !height) return null;
    const scale = Math.min(1, maxWidth / width);
    return { width: Math.round(width * scale), height: Math.max(1, Math.round(height * scale)) };
  } catch {
    return null;
  }
}
