import { useLocation, useNavigate, useSearchParams } from '@tjas/router';
import { useCallback } from 'react';
import { openedHere, PHOTO_PARAM, withPhoto, type OpenedHereState } from './photo-address.ts';

const OPENED_HERE: OpenedHereState = { photoOpenedHere: true };

export interface PhotoAddress {
  /** The id in ?foto=, or null when no photo is open. */
  photoId: string | null;
  /** Opens a photo from the album: a new history entry, so the phone's back gesture closes it. */
  open: (photoId: string) => void;
  /** Shows another photo in the open viewer: the same entry, so back still closes the viewer at once. */
  show: (photoId: string) => void;
  /** Closes the viewer: back to the album's own entry when the viewer pushed this one, otherwise the address without ?foto=. */
  close: () => void;
}

/** The open photo lives in the album's address (?foto=), so it survives a reload and can be shared. */
export function usePhotoAddress(): PhotoAddress {
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const photoId = search.get(PHOTO_PARAM);
  const pushed = openedHere(state);

  const open = useCallback(
    (id: string) => setSearch((current) => withPhoto(current, id), { state: OPENED_HERE }),
    [setSearch],
  );
  const show = useCallback(
    (id: string) =>
      setSearch((current) => withPhoto(current, id), { replace: true, state: pushed ? OPENED_HERE : null }),
    [setSearch, pushed],
  );
  const close = useCallback(() => {
    // Going back rather than pushing the album again: the history keeps one entry per opened photo at most.
    if (pushed) void navigate(-1);
    else setSearch((current) => withPhoto(current, null), { replace: true });
  }, [navigate, setSearch, pushed]);

  return { photoId, open, show, close };
}
