import { megabytesText } from './count-text.ts';

/** A file field's limits as the schema gives them (field-limits.ts). */
interface PictureLimits {
  maxSize: number;
  mimeTypes: readonly string[];
}

/**
 * What is wrong with a chosen cover picture (an event's, a news post's) or another picture
 * (`what`: a picture inside a post), in the words of the forms; undefined when it will do. The
 * server refuses the same by the field's own limits.
 */
export function coverPictureError(
  file: { type: string; size: number } | null,
  limits: PictureLimits,
  what = 'De omslagfoto',
): string | undefined {
  if (!file) return undefined;
  if (!limits.mimeTypes.includes(file.type)) return `${what} moet een JPG, PNG of WebP zijn.`;
  if (file.size > limits.maxSize) return `${what} is groter dan ${megabytesText(limits.maxSize)}; kies een kleinere.`;
  return undefined;
}
