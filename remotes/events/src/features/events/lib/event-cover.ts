import { megabytesText } from '@tjas/schema/count-text';
import { eventsLimits } from '@tjas/schema/field-limits';

/** The picture types the events collection takes for a cover (the server refuses others). */
export const COVER_TYPES: readonly string[] = eventsLimits.cover.mimeTypes;

/** What is wrong with a chosen cover picture, in the words of the form; undefined when it will do. */
export function coverError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!COVER_TYPES.includes(file.type)) return 'De omslagfoto moet een JPG, PNG of WebP zijn.';
  if (file.size > eventsLimits.cover.maxSize)
    return `De omslagfoto is groter dan ${megabytesText(eventsLimits.cover.maxSize)}; kies een kleinere.`;
  return undefined;
}
