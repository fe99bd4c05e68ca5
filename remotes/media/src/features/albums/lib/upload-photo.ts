import { ClientResponseError, getPocketBase } from '@tjas/auth';
import type { PhotoRecord } from '../api/albums-api.ts';

/** A slow phone upload of a 10 MB photo should finish; a dead connection should not hang forever. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads one photo with XMLHttpRequest, because fetch reports no upload progress. Failures
 * reject with the SDK's ClientResponseError (status 0 for network errors and time-outs), so
 * describeError and fieldErrors treat them like any other backend error.
 */
export function uploadPhoto(
  albumId: string,
  file: File,
  position: number,
  onProgress: (fraction: number) => void,
): Promise<PhotoRecord> {
  const pb = getPocketBase();
  const url = pb.buildURL('/api/collections/photos/records');
  const form = new FormData();
  form.set('album', albumId);
  form.set('image', file);
  form.set('position', String(position));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Authorization', pb.authStore.token);
    request.setRequestHeader('Accept-Language', 'en-US');
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // Not JSON (e.g. a proxy's error page): keep the status only.
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as PhotoRecord);
      } else {
        reject(new ClientResponseError({ url, status: request.status, response: body }));
      }
    };
    request.onerror = () => reject(new ClientResponseError({ url, status: 0, response: {} }));
    request.ontimeout = () => reject(new ClientResponseError({ url, status: 0, response: {} }));
    request.send(form);
  });
}
