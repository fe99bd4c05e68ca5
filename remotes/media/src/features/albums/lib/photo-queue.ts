import { photosLimits } from '@tjas/schema/field-limits';

/** Photos a member can upload: the photos collection's limits (generated from the schema). */
export const PHOTO_MAX_BYTES = photosLimits.image.maxSize;
export const PHOTO_TYPES: readonly string[] = photosLimits.image.mimeTypes;
/** Uploads at once: enough to fill a phone's connection, few enough to show steady progress. */
export const PARALLEL_UPLOADS = 3;

export type UploadStatus = 'refused' | 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  file: File;
  /** Its place in the album: the order the files were chosen in, after the photos already there. */
  position: number;
  status: UploadStatus;
  /** 0..1 of this file's bytes sent. */
  progress: number;
  /** Dutch reason for `refused` and `failed`. */
  error?: string;
}

/** Why a file cannot be uploaded, or undefined when it can. */
export function refusalOf(file: File): string | undefined {
  if (!PHOTO_TYPES.includes(file.type)) return `${file.name}: alleen JPG, PNG of WebP.`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name}: groter dan 10 MB.`;
  if (file.size === 0) return `${file.name}: het bestand is leeg.`;
  return undefined;
}

let nextId = 1;

/**
 * One item per chosen file, placed from `firstPosition` on in the order they were chosen (uploads
 * finish in any order); files that can never upload are refused right away, the rest wait.
 */
export function queueFiles(files: readonly File[], firstPosition = 1): UploadItem[] {
  return files.map((file, index) => {
    const error = refusalOf(file);
    const item = { id: nextId++, file, position: firstPosition + index, progress: 0 };
    return error ? { ...item, status: 'refused', error } : { ...item, status: 'waiting' };
  });
}

/** Overall progress of the files that are (or were) going up, weighted by size. */
export function overallProgress(items: readonly UploadItem[]): number {
  const counted = items.filter((item) => item.status !== 'refused');
  const total = counted.reduce((sum, item) => sum + item.file.size, 0);
  if (total === 0) return 0;
  return counted.reduce((sum, item) => sum + item.file.size * (item.status === 'done' ? 1 : item.progress), 0) / total;
}

/** The next items to start so that at most PARALLEL_UPLOADS run at once. */
export function nextToStart(items: readonly UploadItem[]): UploadItem[] {
  const running = items.filter((item) => item.status === 'uploading').length;
  return items.filter((item) => item.status === 'waiting').slice(0, Math.max(0, PARALLEL_UPLOADS - running));
}

/**
 * What the new album's page says above its uploads: that they run, and once none is left
 * waiting or uploading, how many photos are in and how many could not get in (they are listed
 * below it, with a retry for a failed one).
 */
export function uploadSummary(title: string, items: readonly UploadItem[]): string {
  const created = `Album “${title}” is aangemaakt`;
  if (items.some((item) => item.status === 'waiting' || item.status === 'uploading'))
    return `${created}. De foto’s worden geüpload.`;
  const done = items.filter((item) => item.status === 'done').length;
  const missing = items.length - done;
  const photos = `${done} ${done === 1 ? 'foto' : 'foto’s'}`;
  return missing === 0
    ? `${created} met ${photos}.`
    : `${created} met ${photos}; ${missing} ${missing === 1 ? 'kon' : 'konden'} er niet in (zie hieronder).`;
}
