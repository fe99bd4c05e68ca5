import { countText } from '@tjas/schema/count-text';
import { albumsLimits } from '@tjas/schema/field-limits';

/** An album's details as its forms hold them (the date as yyyy-mm-dd). */
export interface AlbumDraft {
  title: string;
  date: string;
  description: string;
}

export type AlbumErrors = Partial<Record<keyof AlbumDraft | 'photos', string>>;

/** The checks of the albums collection, in Dutch, for a new album and for a correction. */
export function validateAlbum(draft: AlbumDraft): AlbumErrors {
  const errors: AlbumErrors = {};
  const limits = albumsLimits;
  if (draft.title.trim().length < limits.title.min)
    errors.title = `Geef het album een titel van minstens ${limits.title.min} tekens.`;
  else if (draft.title.trim().length > limits.title.max)
    errors.title = `De titel mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = 'Vul de datum van de foto’s in.';
  if (draft.description.length > limits.description.max)
    errors.description = `De beschrijving mag hoogstens ${countText(limits.description.max)} tekens hebben.`;
  return errors;
}
