import { getPocketBase, type MediaPagesResponse } from '@tjas/auth';

export type MediaPageRecord = MediaPagesResponse;

export interface LoadedMediaPage {
  page: MediaPageRecord;
  /** Protected files with a fresh file token; '' when the page has none. */
  imageUrl: string;
  audioUrl: string;
}

/** A page of the media section by slug (tjaslied, tjassi), with URLs of its protected files. */
export async function loadMediaPage(slug: string): Promise<LoadedMediaPage> {
  const pb = getPocketBase();
  // The file token is asked beside the page, not after it: the pages have a picture or a
  // recording, and the mascot's picture (its page's largest paint) waited a round trip more. A
  // token that did not come is asked again only when the page has files.
  const [page, early] = await Promise.all([
    pb.collection('media_pages').getFirstListItem<MediaPageRecord>(pb.filter('slug = {:slug}', { slug })),
    pb.files.getToken().catch(() => ''),
  ]);
  const token = page.image || page.audio ? early || (await pb.files.getToken()) : '';
  return {
    page,
    imageUrl: page.image ? pb.files.getURL(page, page.image, { token, thumb: '600x0' }) : '',
    audioUrl: page.audio ? pb.files.getURL(page, page.audio, { token }) : '',
  };
}
