import { describeError, isResponseError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import {
  EmptyState,
  ErrorState,
  formatDate,
  NotFoundState,
  PageHeader,
  Skeleton,
  useAsync,
  useConfirmedRemoval,
} from '@tjas/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '@tjas/router';
import { deletePhoto, getAlbum, listPhotos, type PhotoRecord } from '../api/albums-api.ts';
import { photoLabel } from '../lib/photo-label.ts';
import { useFileToken } from '../lib/use-file-token.ts';
import { usePhotoAddress } from '../lib/use-photo-address.ts';
import styles from './albums.module.css';
import { AlbumManager } from './album-manager.tsx';
import { PhotoControls } from './photo-controls.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { ProtectedImage } from './protected-image.tsx';

/** The photos of the grid's first row on a phone (minmax(9rem, 1fr) on a 360-430 px screen). */
const FIRST_ROW = 2;

async function loadAlbum(id: string) {
  const [album, photos] = await Promise.all([getAlbum(id), listPhotos(id)]);
  return { album, photos };
}

/**
 * /media/fotoalbums/{id}: the album's photos in a grid, in the order the Mediacommissie chose; a
 * click opens the viewer over the whole screen, at its own address (?foto={photo id}), so a reload
 * keeps it open and the phone's back gesture closes it. The Mediacommissie also edits, orders,
 * adds and removes here.
 */
export function AlbumDetailPage() {
  const { id = '' } = useParams();
  const token = useFileToken();
  const navigate = useNavigate();
  const canManage = useHasPermission(PERMISSIONS.manageAlbums);
  const [state, reload] = useAsync(() => loadAlbum(id), id);
  const address = usePhotoAddress();
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const [missingPhoto, setMissingPhoto] = useState(false);
  const photos = state.status === 'ready' ? state.data.photos : null;
  const openIndex = photos && address.photoId !== null ? photos.findIndex((photo) => photo.id === address.photoId) : -1;
  const { photoId, close } = address;

  // An address with a photo that is not (or no longer) in this album shows the album with a quiet
  // note, and loses its ?foto= so a reload or the back button does not come back to it.
  useEffect(() => {
    if (photos && photoId !== null && !photos.some((photo) => photo.id === photoId)) {
      setMissingPhoto(true);
      close();
    }
  }, [photos, photoId, close]);

  // When the viewer closes (its button, Escape or back), the focus returns to the photo last shown.
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (openIndex >= 0 && photos) {
      lastShown.current = photos[openIndex]!.id;
    } else if (lastShown.current !== null) {
      thumbs.current.get(lastShown.current)?.focus();
      lastShown.current = null;
    }
  }, [openIndex, photos]);
  const photoRemoval = useConfirmedRemoval<PhotoRecord>({
    remove: (photo) => deletePhoto(photo.id),
    nameOf: () => 'De foto',
    title: 'Foto verwijderen?',
    consequence: 'verdwijnt uit het album. Dit kan niet ongedaan worden gemaakt.',
    describe: describeError,
    onRemoved: reload,
  });

  if (state.status === 'failed' && isResponseError(state.error) && state.error.status === 404) {
    return (
      <NotFoundState path={`/media/fotoalbums/${id}`} home={<Link to="/media/fotoalbums">Naar de fotoalbums</Link>} />
    );
  }
  const title = state.status === 'ready' ? state.data.album.title : 'Fotoalbum';
  return (
    <>
      <PageHeader
        title={title}
        documentTitle="Fotoalbum"
        description={
          state.status === 'ready' ? (
            <>
              {formatDate(state.data.album.date)}
              {state.data.album.description ? ` · ${state.data.album.description}` : ''} ·{' '}
              <Link to="/media/fotoalbums">Alle albums</Link>
            </>
          ) : undefined
        }
      />
      {(state.status === 'loading' || (state.status === 'ready' && !token)) && (
        <Skeleton label="Foto’s worden geladen…" />
      )}
      {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
      {state.status === 'ready' && token && state.data.photos.length === 0 && (
        <EmptyState>Dit album heeft nog geen foto’s.</EmptyState>
      )}
      {missingPhoto && (
        <p className={styles.missing} role="status">
          Die foto staat niet (meer) in dit album. Kies hieronder een foto.
        </p>
      )}
      {state.status === 'ready' && token && state.data.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Foto’s">
          {state.data.photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumbButton}
                ref={(button) => {
                  if (button) thumbs.current.set(photo.id, button);
                  else thumbs.current.delete(photo.id);
                }}
                onClick={() => {
                  setMissingPhoto(false);
                  address.open(photo.id);
                }}
                aria-label={`${photoLabel(photo, index)} groot bekijken`}
              >
                <ProtectedImage
                  className={styles.thumb}
                  photo={photo}
                  thumb="400x300"
                  token={token}
                  alt={photoLabel(photo, index)}
                  width={400}
                  height={300}
                  // The first row is on screen at once (two photos on a phone); the first is the
                  // page's largest paint, and the server preloads it (first-photo-preload.js).
                  loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              </button>
              {canManage && (
                <PhotoControls
                  photos={state.data.photos}
                  index={index}
                  label={`Foto ${index + 1}`}
                  onChanged={reload}
                  onRemove={photoRemoval.ask}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && canManage && (
        <AlbumManager
          album={state.data.album}
          photos={state.data.photos}
          onChanged={reload}
          onDeleted={() => navigate('/media/fotoalbums')}
        />
      )}
      {photoRemoval.dialog}
      {photos && token && openIndex >= 0 && (
        <PhotoViewer
          photos={photos}
          index={openIndex}
          token={token}
          onIndex={(index) => address.show(photos[index]!.id)}
          onClose={address.close}
        />
      )}
    </>
  );
}
