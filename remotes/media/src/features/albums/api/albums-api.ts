import { getPocketBase } from '@tjas/auth';
import type { ListResult, RecordModel } from 'pocketbase';

export interface AlbumRecord extends RecordModel {
  title: string;
  description: string;
  date: string;
}

export interface PhotoRecord extends RecordModel {
  album: string;
  image: string;
  caption: string;
}

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
  const photos = await pb.collection('photos').getFullList<PhotoRecord>({ filter, sort: 'created', fields: 'id,collectionId,collectionName,album,image,caption' });
  for (const photo of photos) if (!covers.has(photo.album)) covers.set(photo.album, photo);
  return covers;
}

export function listPhotos(albumId: string): Promise<PhotoRecord[]> {
  const pb = getPocketBase();
  return pb.collection('photos').getFullList<PhotoRecord>({ filter: pb.filter('album = {:albumId}', { albumId }), sort: 'created' });
}

export function createAlbum(body: { title: string; description: string; date: string }): Promise<AlbumRecord> {
  return getPocketBase().collection('albums').create<AlbumRecord>(body);
}

export type ThumbSize = '400x300' | '1600x0';

/** URL of a protected photo (thumb or full size) with the member's file token. */
export function photoUrl(photo: PhotoRecord, token: string, thumb: ThumbSize): string {
  return getPocketBase().files.getURL(photo, photo.image, { token, thumb });
}
