import { megabytesText } from '@tjas/schema/count-text';
import { newsPostsLimits } from '@tjas/schema/field-limits';

/** The picture types the news collection takes for a cover (the server refuses others). */
export const COVER_TYPES: readonly string[] = newsPostsLimits.cover.mimeTypes;

/** What is wrong with a chosen cover picture, in the words of the form; undefined when it will do. */
export function coverError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!COVER_TYPES.includes(file.type)) return 'De omslagfoto moet een JPG, PNG of WebP zijn.';
  if (file.size > newsPostsLimits.cover.maxSize)
    return `De omslagfoto is groter dan ${megabytesText(newsPostsLimits.cover.maxSize)}; kies een kleinere.`;
  return undefined;
}
