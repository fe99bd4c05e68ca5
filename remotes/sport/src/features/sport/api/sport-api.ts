import {
  FULL_LIST_BATCH,
  getPocketBase,
  type ResultsResponse,
  type UsersResponse,
  type MaterialResponse,
  type VideosResponse,
} from '@tjas/auth';
import type { ListResult } from 'pocketbase';
import type { MyResult } from '../lib/my-results.ts';

export type ResultRecord = ResultsResponse & { expand?: { skater?: Pick<UsersResponse, 'id' | 'name' | 'username'> } };

export type MaterialRecord = MaterialResponse;

export type VideoRecord = VideosResponse;

export interface MemberOption {
  id: string;
  label: string;
}

/** One page (30, the SDK default) of results, newest race first, fastest first within a race. */
export function listResults(
  filters: { season: string; distance: string },
  page: number,
): Promise<ListResult<ResultRecord>> {
  const pb = getPocketBase();
  const parts: string[] = [];
  if (filters.season) parts.push(pb.filter('season = {:season}', { season: filters.season }));
  if (filters.distance) parts.push(pb.filter('distance = {:distance}', { distance: Number(filters.distance) }));
  return pb.collection('results').getList<ResultRecord>(page, 30, {
    filter: parts.join(' && '),
    sort: '-date,distance,time',
    expand: 'skater',
  });
}

/**
 * Every result of one member (/sport/mijn-uitslagen), oldest race first. Members may list all
 * results (the results page shows everyone's), so this asks for nothing the server would not give;
 * `skater` is the required relation to the member the Sportcommissie picks in the result form.
 */
export function listMyResults(memberId: string): Promise<MyResult[]> {
  const pb = getPocketBase();
  return pb.collection('results').getFullList<MyResult>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('skater = {:memberId}', { memberId }),
    sort: 'date,created',
    fields: 'id,competition,date,distance,time,ranking,season',
  });
}

export function createResult(body: Record<string, unknown>): Promise<ResultRecord> {
  return getPocketBase().collection('results').create<ResultRecord>(body);
}

export function getResult(id: string): Promise<ResultRecord> {
  return getPocketBase().collection('results').getOne<ResultRecord>(id);
}

export function updateResult(id: string, body: Record<string, unknown>): Promise<ResultRecord> {
  return getPocketBase().collection('results').update<ResultRecord>(id, body);
}

export function deleteResult(id: string): Promise<boolean> {
  return getPocketBase().collection('results').delete(id);
}

export async function listMemberOptions(): Promise<MemberOption[]> {
  const members = await getPocketBase()
    .collection('users')
    .getFullList({ batch: FULL_LIST_BATCH, fields: 'id,name,username', sort: 'name' });
  return members.map((member) => ({ id: member.id, label: String(member['name'] || member['username']) }));
}

export function listMaterial(): Promise<MaterialRecord[]> {
  return getPocketBase().collection('material').getFullList<MaterialRecord>({ batch: FULL_LIST_BATCH, sort: 'name' });
}

export function saveMaterial(id: string | null, body: Record<string, unknown>): Promise<MaterialRecord> {
  const material = getPocketBase().collection('material');
  return id ? material.update<MaterialRecord>(id, body) : material.create<MaterialRecord>(body);
}

export function deleteRecord(collection: 'material' | 'videos', id: string): Promise<boolean> {
  return getPocketBase().collection(collection).delete(id);
}

export function listVideos(): Promise<VideoRecord[]> {
  return getPocketBase().collection('videos').getFullList<VideoRecord>({ batch: FULL_LIST_BATCH, sort: 'title' });
}

export function createVideo(body: FormData): Promise<VideoRecord> {
  return getPocketBase().collection('videos').create<VideoRecord>(body);
}

/** A protected video file's URL with a fresh file token. */
export async function videoFileUrl(video: VideoRecord): Promise<string> {
  const pb = getPocketBase();
  return pb.files.getURL(video, video.file, { token: await pb.files.getToken() });
}
