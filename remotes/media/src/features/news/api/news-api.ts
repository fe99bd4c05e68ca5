import { getPocketBase, type NewsPostsResponse } from '@tjas/auth';
import type { ListResult } from 'pocketbase';

export type Channel = 'algemeen' | 'sport' | 'activiteiten' | 'bestuur';

export const CHANNELS: readonly { value: Channel; label: string }[] = [
  { value: 'algemeen', label: 'Algemeen' },
  { value: 'sport', label: 'Sport' },
  { value: 'activiteiten', label: 'Activiteiten' },
  { value: 'bestuur', label: 'Bestuur' },
];

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
