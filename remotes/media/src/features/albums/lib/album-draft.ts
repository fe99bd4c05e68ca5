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
  if (draft.title.trim().length < 3) errors.title = 'Geef het album een titel van minstens 3 tekens.';
  else if (draft.title.trim().length > 200) errors.title = 'De titel mag hoogstens 200 tekens hebben.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = 'Vul de datum van de foto’s in.';
  if (draft.description.length > 2000) errors.description = 'De beschrijving mag hoogstens 2000 tekens hebben.';
  return errors;
}
