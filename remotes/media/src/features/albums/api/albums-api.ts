import { FULL_LIST_BATCH, getPocketBase, type AlbumsResponse, type PhotosResponse } from '@tjas/auth';
import type { ListResult } from 'pocketbase';

export type AlbumRecord = AlbumsResponse;

export type PhotoRecord = PhotosResponse;

/** Photos in the order the Mediacommissie chose (upload order where two share a place). */
const PHOTO_ORDER = 'position,created';

export function listAlbums(page: number): Promise<ListResult<AlbumRecord>> {
  return getPocketBase().collection('albums').getList<AlbumRecord>(page, 30, { sort: '-date' });
}

export function getAlbum(id: string): Promise<AlbumRecord> {
  return getPocketBase().collection('albums').getOne<AlbumRecord>(id);
}

/** The first photo of each album, in one request: the covers of an overview page. */
export async function listCovers(albumIds: readonly string[]): Promise<Map<string, PhotoRecord>> {
  const covers = new Map<string, PhotoRecord>();
  if (albumIds.length === 0) return covers;
  const pb = getPocketBase();
  const filter = albumIds.map((id) => pb.filter('album = {:id}', { id })).join(' || ');
  const photos = await pb.collection('photos').getFullList<PhotoRecord>({
    batch: FULL_LIST_BATCH,
    filter,
    sort: PHOTO_ORDER,
    fields: 'id,collectionId,collectionName,album,image,caption,position',
  });
  for (const photo of photos) if (!covers.has(photo.album)) covers.set(photo.album, photo);
  return covers;
}

export function listPhotos(albumId: string): Promise<PhotoRecord[]> {
  const pb = getPocketBase();
  return pb.collection('photos').getFullList<PhotoRecord>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('album = {:albumId}', { albumId }),
    sort: PHOTO_ORDER,
  });
}

export function updateAlbum(
  id: string,
  body: { title: string; description: string; date: string },
): Promise<AlbumRecord> {
  return getPocketBase().collection('albums').update<AlbumRecord>(id, body);
}

/** Deletes the album and, with it, its photos (the relation cascades). */
export function deleteAlbum(id: string): Promise<boolean> {
  return getPocketBase().collection('albums').delete(id);
}

export function deletePhoto(id: string): Promise<boolean> {
  return getPocketBase().collection('photos').delete(id);
}

/**
 * Stores a new order of an album's photos: each photo whose place changed gets its index as
 * position (two or three requests for a move, one batch of them at once).
 */
export async function savePhotoOrder(ordered: readonly PhotoRecord[]): Promise<void> {
  const pb = getPocketBase();
  await Promise.all(
    ordered.map((photo, index) =>
      photo.position === index + 1 ? null : pb.collection('photos').update(photo.id, { position: index + 1 }),
    ),
  );
}

export function createAlbum(body: { title: string; description: string; date: string }): Promise<AlbumRecord> {
  return getPocketBase().collection('albums').create<AlbumRecord>(body);
}

export type ThumbSize = '400x300' | '1600x0';

/** URL of a protected photo (thumb or full size) with the member's file token. */
export function photoUrl(photo: PhotoRecord, token: string, thumb: ThumbSize): string {
  return getPocketBase().files.getURL(photo, photo.image, { token, thumb });
}

/**
 * URL of a photo's original file as a download: PocketBase's `?download=1` answers it with
 * Content-Disposition: attachment, so the phone saves the file instead of opening it.
 */
export function photoDownloadUrl(photo: PhotoRecord, token: string): string {
  return getPocketBase().files.getURL(photo, photo.image, { token, download: true });
}
