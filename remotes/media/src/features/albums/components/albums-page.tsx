import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { CardGrid, EmptyState, ErrorState, formatDate, PageHeader, Pager, Skeleton, useAsync } from '@tjas/ui';
import { useState } from 'react';
import { Link } from '@tjas/router';
import { listAlbums, listCovers } from '../api/albums-api.ts';
import { useFileToken } from '../lib/use-file-token.ts';
import styles from './albums.module.css';
import { ProtectedImage } from './protected-image.tsx';

async function loadPage(page: number) {
  const albums = await listAlbums(page);
  return { albums, covers: await listCovers(albums.items.map((album) => album.id)) };
}

/** /media/fotoalbums: albums, newest first, each with its first photo as cover. */
export function AlbumsPage() {
  const canAdd = useHasPermission(PERMISSIONS.manageAlbums);
  const token = useFileToken();
  const [page, setPage] = useState(1);
  const [state, reload] = useAsync(() => loadPage(page), String(page));
  return (
    <>
      <PageHeader
        title="Fotoalbums"
        description="Foto’s van trainingen, wedstrijden en activiteiten. Alleen voor leden."
        actions={canAdd ? <Link to="/media/fotoalbums/album-toevoegen">Album toevoegen</Link> : undefined}
      />
      {(state.status === 'loading' || (state.status === 'ready' && !token)) && (
        <Skeleton label="Albums worden geladen…" />
      )}
      {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
      {state.status === 'ready' && token && state.data.albums.items.length === 0 && (
        <EmptyState>Er zijn nog geen fotoalbums.</EmptyState>
      )}
      {state.status === 'ready' && token && state.data.albums.items.length > 0 && (
        <>
          <CardGrid label="Fotoalbums" min="14rem">
            {state.data.albums.items.map((album) => {
              const cover = state.data.covers.get(album.id);
              return (
                <li key={album.id}>
                  <Link className={styles.albumLink} to={`/media/fotoalbums/${album.id}`}>
                    {cover ? (
                      <ProtectedImage
                        className={styles.cover}
                        photo={cover}
                        thumb="400x300"
                        token={token}
                        alt=""
                        width={400}
                        height={300}
                        loading="lazy"
                      />
                    ) : (
                      <div className={styles.cover} aria-hidden="true" />
                    )}
                    <h2 className={styles.albumTitle}>{album.title}</h2>
                    <p className={styles.meta}>{formatDate(album.date)}</p>
                  </Link>
                </li>
              );
            })}
          </CardGrid>
          <Pager label="Fotoalbums" current={page} totalPages={state.data.albums.totalPages} onChange={setPage} />
        </>
      )}
    </>
  );
}
