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
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@tjas/router';
import { deletePhoto, getAlbum, listPhotos, type PhotoRecord } from '../api/albums-api.ts';
import { useFileToken } from '../lib/use-file-token.ts';
import styles from './albums.module.css';
import { AlbumManager } from './album-manager.tsx';
import { PhotoControls } from './photo-controls.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { ProtectedImage } from './protected-image.tsx';

async function loadAlbum(id: string) {
  const [album, photos] = await Promise.all([getAlbum(id), listPhotos(id)]);
  return { album, photos };
}

/**
 * /media/fotoalbums/{id}: the album's photos in a grid, in the order the Mediacommissie chose; a
 * click opens the full-size viewer. The Mediacommissie also edits, orders, adds and removes here.
 */
export function AlbumDetailPage() {
  const { id = '' } = useParams();
  const token = useFileToken();
  const navigate = useNavigate();
  const canManage = useHasPermission(PERMISSIONS.manageAlbums);
  const [state, reload] = useAsync(() => loadAlbum(id), id);
  const [open, setOpen] = useState<number | null>(null);
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
      {state.status === 'ready' && token && state.data.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Foto’s">
          {state.data.photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumbButton}
                onClick={() => setOpen(index)}
                aria-label={`${photo.caption || `Foto ${index + 1}`} groot bekijken`}
              >
                <ProtectedImage
                  className={styles.thumb}
                  photo={photo}
                  thumb="400x300"
                  token={token}
                  alt={photo.caption || `Foto ${index + 1}`}
                  width={400}
                  height={300}
                  loading="lazy"
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
      {state.status === 'ready' && token && open !== null && (
        <PhotoViewer
          photos={state.data.photos}
          index={open}
          token={token}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
