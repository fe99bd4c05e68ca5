import { getPocketBase, type NewsPostsChannelOptions, type NewsPostsResponse } from '@tjas/auth';
import type { ListResult } from 'pocketbase';

/** The schema's channels (generated): a channel added there fails the type check here until it has a label. */
export type Channel = NewsPostsChannelOptions;

const CHANNEL_LABELS: Record<Channel, string> = {
  algemeen: 'Algemeen',
  sport: 'Sport',
  activiteiten: 'Activiteiten',
  bestuur: 'Bestuur',
};

export const CHANNELS: readonly { value: Channel; label: string }[] = (Object.keys(CHANNEL_LABELS) as Channel[]).map(
  (value) => ({ value, label: CHANNEL_LABELS[value] }),
);

export type NewsPost = NewsPostsResponse;

export function listPosts(channel: Channel | '', page: number, perPage = 30): Promise<ListResult<NewsPost>> {
  const pb = getPocketBase();
  return pb.collection('news_posts').getList<NewsPost>(page, perPage, {
    filter: channel ? pb.filter('channel = {:channel}', { channel }) : '',
    sort: '-created',
  });
}

export function getPost(id: string): Promise<NewsPost> {
  return getPocketBase().collection('news_posts').getOne<NewsPost>(id);
}

/** The size of a post's cover in the list: one of the thumbs the news collection declares. */
export const COVER_THUMB = { name: '640x360', width: 640, height: 360 } as const;

/** A post's cover picture as PocketBase's thumb (cut to 16:9), or '' without one. */
export function coverUrl(post: NewsPost): string {
  return post.cover ? getPocketBase().files.getURL(post, post.cover, { thumb: COVER_THUMB.name }) : '';
}

/**
 * A new cover picture (a File), none (null: the current one is removed), or the current one kept
 * (undefined: the field is left out of the request).
 */
export type CoverChange = File | null | undefined;

const withCover = <T extends object>(body: T, cover: CoverChange) => (cover === undefined ? body : { ...body, cover });

export function createPost(
  body: { title: string; body: string; channel: Channel; on_behalf_of: string },
  cover?: CoverChange,
): Promise<NewsPost> {
  return getPocketBase().collection('news_posts').create<NewsPost>(withCover(body, cover));
}

/** Changes a post's text and channel; who published it and in whose name stay (the server's rule). */
export function updatePost(
  id: string,
  body: { title: string; body: string; channel: Channel },
  cover?: CoverChange,
): Promise<NewsPost> {
  return getPocketBase().collection('news_posts').update<NewsPost>(id, withCover(body, cover));
}

/** Deletes a post (its committee and admins; the server checks). */
export function deletePost(id: string): Promise<boolean> {
  return getPocketBase().collection('news_posts').delete(id);
}
