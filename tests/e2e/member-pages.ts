import { apiGet, apiToken } from './support.ts';

/**
 * Every page a member reaches (`:event`, `:album` and `:member` stand for an event's, an album's and a member's id), for
 * the tests that walk them all (axe at two widths, the phone layout): one list, so a new page is
 * walked by every one.
 */
export const MEMBER_PAGES = [
  '/evenementen',
  '/evenementen/:event',
  '/evenementen/:event/signups',
  '/account',
  '/account/mijn-account',
  '/acties',
  '/acties/promotie-aanvraag',
  '/acties/uitglijder-inzending',
  '/acties/technische-hulp',
  '/acties/postvak',
  '/sponsors',
  '/zoeken?q=schaats',
  '/sport/uitslagen',
  '/sport/mijn-uitslagen',
  '/sport/materiaal',
  '/sport/uitlegvideos',
  '/media',
  '/media/fotoalbums',
  '/media/fotoalbums/:album',
  '/media/nieuwskanalen',
  '/media/tjaslied',
  '/media/tjassi',
  '/webshop',
  '/webshop/fietsschaatskleding',
  '/bestuur/huidig',
  '/bestuur/oud-besturen',
  '/bestuur/documentatie',
  '/bestuur/interesse',
  '/bestuur/bestuurshok',
  '/tjas-actief',
  '/tjas-actief/commissies',
  '/tjas-actief/commissie-interesse',
  '/tjas-actief/disputen',
  '/tjas-actief/organen',
  '/leden',
  '/leden/:member',
  '/bestaat-niet',
] as const;

/** The ids the placeholders of MEMBER_PAGES stand for (see memberPageIds). */
export interface MemberPageIds {
  event: string;
  album: string;
  member: string;
}

/** A page's address with `:event`, `:album` and `:member` filled in. */
export function memberPagePath(path: string, ids: MemberPageIds): string {
  return path.replace(':event', ids.event).replace(':album', ids.album).replace(':member', ids.member);
}

/** Reads the API as the demo member `lid`: the e2e server's by default, the bench's with its own. */
export type MemberApi = <T>(path: string) => Promise<T>;

async function e2eMemberApi(): Promise<MemberApi> {
  const token = await apiToken('lid');
  return <T>(path: string) => apiGet<T>(path, token);
}

/** The earliest event, and the demo album whose one long word once made a phone scroll sideways. */
export async function memberPageIds(api?: MemberApi): Promise<MemberPageIds> {
  const read = api ?? (await e2eMemberApi());
  return {
    event: await firstEventId(read),
    album: await longestTitledAlbumId(read),
    member: await sharingMemberId(read),
  };
}

/** A demo member who shares details in the directory (demo data: Sem Sporters shares his study and year). */
async function sharingMemberId(read: MemberApi): Promise<string> {
  const members = await read<{ items: { id: string }[] }>(
    `/collections/users/records?perPage=1&filter=${encodeURIComponent("username='sport'")}`,
  );
  return members.items[0]!.id;
}

async function longestTitledAlbumId(read: MemberApi): Promise<string> {
  const albums = await read<{ items: { id: string; title: string }[] }>(
    `/collections/albums/records?perPage=1&filter=${encodeURIComponent("title='Clubkampioenschappen'")}`,
  );
  return albums.items[0]!.id;
}

/** The earliest event a member sees, for the pages of one event. */
export async function firstEventId(api?: MemberApi): Promise<string> {
  const read = api ?? (await e2eMemberApi());
  const events = await read<{ items: { id: string }[] }>('/collections/events/records?perPage=1&sort=start');
  return events.items[0]!.id;
}

/** The pages in groups of `size`, one test each, so the groups spread over the workers. */
export function memberPageGroups(size = 6): string[][] {
  return Array.from({ length: Math.ceil(MEMBER_PAGES.length / size) }, (_, index) =>
    MEMBER_PAGES.slice(index * size, (index + 1) * size),
  );
}
