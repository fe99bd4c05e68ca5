import type { NewsImagesResponse } from '@tjas/auth';
import { newsImageSrc } from '@tjas/schema/rules/rich-text';
import { uploadRecord } from './upload-record.ts';

/**
 * Uploads a picture for a post's text in the name of the post's committee (`onBehalfOf`, a
 * committee's name; the server checks it may publish) and gives the address the text shows it
 * by: the only picture address rich text keeps (@tjas/schema/rules/rich-text).
 */
export async function uploadNewsImage(
  file: File,
  onBehalfOf: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const form = new FormData();
  form.set('image', file);
  if (onBehalfOf) form.set('on_behalf_of', onBehalfOf);
  const record = await uploadRecord<NewsImagesResponse>('news_images', form, onProgress);
  return newsImageSrc(record.id, record.image);
}
