import { coverPictureError } from '@tjas/schema/cover-picture';
import { eventsLimits } from '@tjas/schema/field-limits';

/** The picture types the events collection takes for a cover (the server refuses others). */
export const COVER_TYPES: readonly string[] = eventsLimits.cover.mimeTypes;

/** What is wrong with a chosen cover picture, in the words of the form; undefined when it will do. */
export function coverError(file: File | null): string | undefined {
  return coverPictureError(file, eventsLimits.cover);
}
