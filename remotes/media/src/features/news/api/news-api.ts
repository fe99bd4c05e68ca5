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

export function createPost(body: {
  title: string;
  body: string;
  channel: Channel;
  on_behalf_of: string;
}): Promise<NewsPost> {
  return getPocketBase().collection('news_posts').create<NewsPost>(body);
}

/** Changes a post's text and channel; who published it and in whose name stay (the server's rule). */
export function updatePost(id: string, body: { title: string; body: string; channel: Channel }): Promise<NewsPost> {
  return getPocketBase().collection('news_posts').update<NewsPost>(id, body);
}

/** Deletes a post (its committee and admins; the server checks). */
export function deletePost(id: string): Promise<boolean> {
  return getPocketBase().collection('news_posts').delete(id);
}
