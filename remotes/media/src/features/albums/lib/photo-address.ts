/** The search parameter that names the photo open in the viewer: /media/fotoalbums/{album}?foto={photo}. */
export const PHOTO_PARAM = 'foto';

/** The history state of an address the viewer pushed itself, so closing can go back to the album's own entry. */
export interface OpenedHereState {
  photoOpenedHere: true;
}

/** The search parameters with `photoId` open (null: none), other parameters kept as they are. */
export function withPhoto(search: URLSearchParams, photoId: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (photoId === null) next.delete(PHOTO_PARAM);
  else next.set(PHOTO_PARAM, photoId);
  return next;
}

/** Whether the viewer itself put this address on the history (not a link, a reload or a typed address). */
export function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<OpenedHereState>).photoOpenedHere === true;
}
