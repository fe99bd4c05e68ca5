import { isWebLink } from '@tjas/ui';
import { countText, megabytesText } from '@tjas/schema/count-text';
import { videosLimits } from '@tjas/schema/field-limits';
import { videoSourceError } from '@tjas/schema/rules/sport';

export interface VideoDraft {
  title: string;
  description: string;
  url: string;
  file: File | null;
}
export type VideoErrors = Partial<Record<keyof VideoDraft, string>>;

/** The checks of an explainer video before it is saved: a link or a file, with the schema's limits. */
export function validateVideo(draft: VideoDraft): VideoErrors {
  const errors: VideoErrors = {};
  const limits = videosLimits;
  const title = draft.title.trim();
  if (title.length < limits.title.min) errors.title = `Geef een titel van minstens ${limits.title.min} tekens.`;
  else if (title.length > limits.title.max)
    errors.title = `De titel mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
  if (draft.description.trim().length > limits.description.max)
    errors.description = `De beschrijving mag hoogstens ${countText(limits.description.max)} tekens hebben.`;
  if (draft.url.trim() && !isWebLink(draft.url)) errors.url = 'Vul een geldige link in (https://…).';
  if (draft.file) {
    const types: readonly string[] = limits.file.mimeTypes;
    if (!types.includes(draft.file.type)) errors.file = 'Een video moet een MP4- of WebM-bestand zijn.';
    else if (draft.file.size > limits.file.maxSize)
      errors.file = `Deze video is groter dan ${megabytesText(limits.file.maxSize)}; zet hem online en geef de link.`;
  }
  const sourceError = videoSourceError(Boolean(draft.url.trim()), Boolean(draft.file));
  if (sourceError && !errors.url) errors.url = sourceError;
  return errors;
}
