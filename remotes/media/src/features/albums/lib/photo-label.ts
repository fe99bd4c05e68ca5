import type { PhotoRecord } from '../api/albums-api.ts';

/** What a photo is called on screen and for screen readers: its caption, or its place in the album. */
export function photoLabel(photo: Pick<PhotoRecord, 'caption'>, index: number): string {
  return photo.caption || `Foto ${index + 1}`;
}
