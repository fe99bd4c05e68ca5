import {
  getPocketBase,
  type EventsResponse,
  type NewsPostsResponse,
  type AlbumsResponse,
  type CommitteesResponse,
  type UsersResponse,
} from '@tjas/auth';
import { formatDate } from '@tjas/ui';
import type { ListResult, RecordModel } from 'pocketbase';

/** One thing found: what it is called, a line about it, and where it is (none when its section is not on the site). */
export interface SearchHit {
  id: string;
  title: string;
  detail: string;
  to?: string;
  /** A member's photo (a small thumbnail; '' shows their initials). Set for members only. */
  face?: string;
}

export type SearchGroupKey = 'events' | 'news' | 'albums' | 'committees' | 'members';

export interface SearchGroup {
  key: SearchGroupKey;
  label: string;
  hits: SearchHit[];
  /** How many match in all (a group shows the first HITS_PER_GROUP). */
  total: number;
}

/** Fewer letters match half the site: the page asks for more instead. */
export const MIN_QUERY_LENGTH = 2;
export const HITS_PER_GROUP = 5;

/** Where the sections that show what is found live (their prefixes, from the section registry). */
export interface SearchPlaces {
  events?: string;
  media?: string;
  actief?: string;
}

type EventHit = Pick<EventsResponse, 'id' | 'collectionId' | 'collectionName' | 'title' | 'start' | 'location'>;
type NewsHit = Pick<NewsPostsResponse, 'id' | 'collectionId' | 'collectionName' | 'title' | 'created' | 'signed_as'>;
type AlbumHit = Pick<AlbumsResponse, 'id' | 'collectionId' | 'collectionName' | 'title' | 'date'>;
type CommitteeHit = Pick<CommitteesResponse, 'id' | 'collectionId' | 'collectionName' | 'name' | 'key' | 'description'>;
type MemberHit = Pick<UsersResponse, 'id' | 'collectionId' | 'collectionName' | 'name' | 'username' | 'avatar'> & {
  expand?: { committees?: CommitteeHit[] };
};

/**
 * Searches what the member may see, one request per kind, in parallel. Each request goes
 * through the collection's own API rules, so a search never shows more than the pages do. A
 * result links to the section that shows it; without that section deployed it has no link.
 */
export async function search(query: string, places: SearchPlaces): Promise<SearchGroup[]> {
  const pb = getPocketBase();
  const at = (prefix: string | undefined, path: string) => (prefix === undefined ? undefined : `${prefix}/${path}`);
  // Where a committee is on the committees page (its card carries this id).
  const committeeAnchor = (key: string) => at(places.actief, `commissies#commissie-${key}`);
  const q = query.trim();
  const list = <T extends RecordModel>(
    collection: string,
    filter: string,
    sort: string,
    fields: string,
    expand?: string,
  ) =>
    pb
      .collection(collection)
      .getList<T>(1, HITS_PER_GROUP, { filter: pb.filter(filter, { q }), sort, fields, expand, skipTotal: false });
  // One kind that fails (its collection, a rule) leaves the others' answers standing.
  const settled = await Promise.allSettled([
    list<EventHit>('events', 'title ~ {:q} || location ~ {:q}', '-start', 'id,title,start,location'),
    list<NewsHit>('news_posts', 'title ~ {:q}', '-created', 'id,title,created,signed_as'),
    list<AlbumHit>('albums', 'title ~ {:q}', '-date', 'id,title,date'),
    list<CommitteeHit>('committees', 'name ~ {:q}', 'name', 'id,name,key,description'),
    list<MemberHit>(
      'users',
      '(name ~ {:q} || username ~ {:q}) && inactive = false',
      'name',
      'id,name,username,avatar,expand.committees.name,expand.committees.key',
      'committees',
    ),
  ]);
  // All failed: that is an error to show, not "nothing found".
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed && settled.every((result) => result.status === 'rejected')) throw failed.reason;
  const items = <T>(result: PromiseSettledResult<ListResult<T>>): ListResult<T> =>
    result.status === 'fulfilled'
      ? result.value
      : { page: 1, perPage: HITS_PER_GROUP, totalItems: 0, totalPages: 0, items: [] };
  const [events, news, albums, committees, members] = [
    items(settled[0]),
    items(settled[1]),
    items(settled[2]),
    items(settled[3]),
    items(settled[4]),
  ];
  return [
    {
      key: 'events',
      label: 'Evenementen',
      total: events.totalItems,
      hits: events.items.map((event) => ({
        id: event.id,
        title: event.title,
        detail: [formatDate(event.start), event.location].filter(Boolean).join(' · '),
        to: at(places.events, event.id),
      })),
    },
    {
      key: 'news',
      label: 'Nieuws',
      total: news.totalItems,
      hits: news.items.map((post) => ({
        id: post.id,
        title: post.title,
        detail: [formatDate(post.created), post.signed_as && `namens ${post.signed_as}`].filter(Boolean).join(' · '),
        to: at(places.media, `nieuwskanalen?bericht=${post.id}`),
      })),
    },
    {
      key: 'albums',
      label: 'Fotoalbums',
      total: albums.totalItems,
      hits: albums.items.map((album) => ({
        id: album.id,
        title: album.title,
        detail: formatDate(album.date),
        to: at(places.media, `fotoalbums/${album.id}`),
      })),
    },
    {
      key: 'committees',
      label: 'Commissies',
      total: committees.totalItems,
      hits: committees.items.map((committee) => ({
        id: committee.id,
        title: committee.name,
        detail: committee.description.slice(0, 120),
        to: committeeAnchor(committee.key),
      })),
    },
    {
      key: 'members',
      label: 'Leden',
      total: members.totalItems,
      hits: members.items.map((member) => {
        const memberOf = member.expand?.committees ?? [];
        return {
          id: member.id,
          title: member.name || member.username,
          detail: memberOf.length > 0 ? memberOf.map((committee) => committee.name).join(', ') : 'Lid',
          // Their page in the members' directory.
          to: `/leden/${member.id}`,
          face: member.avatar
            ? getPocketBase().files.getURL({ ...member, collectionName: 'users' }, member.avatar, { thumb: '96x96' })
            : '',
        };
      }),
    },
  ];
}
