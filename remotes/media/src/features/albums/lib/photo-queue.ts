/** Photos a member can upload: JPEG, PNG or WebP up to 10 MB (the photos collection's limits). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** Uploads at once: enough to fill a phone's connection, few enough to show steady progress. */
export const PARALLEL_UPLOADS = 3;

export type UploadStatus = 'refused' | 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  file: File;
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

/** One item per chosen file; files that can never upload are refused right away, the rest wait. */
export function queueFiles(files: readonly File[]): UploadItem[] {
  return files.map((file) => {
    const error = refusalOf(file);
    return error ? { id: nextId++, file, status: 'refused', progress: 0, error } : { id: nextId++, file, status: 'waiting', progress: 0 };
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
