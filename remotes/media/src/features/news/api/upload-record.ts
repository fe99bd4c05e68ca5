import { ClientResponseError, getPocketBase } from '@tjas/auth';

/** A slow phone upload of a 10 MB photo should finish; a dead connection should not hang forever. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Creates a record with files in `collection` with XMLHttpRequest, because fetch reports no
 * upload progress, under the member's session. As the albums' upload-photo.ts, which keeps its
 * own: this one belongs to the lazily loaded editor, and a module both used would be split into
 * a chunk loaded with every media page, whose import of the shared @tjas/auth failed when the
 * page was loaded a second time (its preloaded copy resolved before the import map). Failures reject with the SDK's ClientResponseError
 * (status 0 for network errors and time-outs), so describeError and fieldErrors treat them like
 * any other backend error.
 */
export function uploadRecord<T>(
  collection: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const pb = getPocketBase();
  const url = pb.buildURL(`/api/collections/${collection}/records`);
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
        resolve(body as T);
      } else {
        reject(new ClientResponseError({ url, status: request.status, response: body }));
      }
    };
    request.onerror = () => reject(new ClientResponseError({ url, status: 0, response: {} }));
    request.ontimeout = () => reject(new ClientResponseError({ url, status: 0, response: {} }));
    request.send(form);
  });
}
