import { getPocketBase } from '@tjas/auth';
import type { ListResult, RecordModel } from 'pocketbase';

export type BoardRole = 'voorzitter' | 'secretaris' | 'penningmeester' | 'wedstrijdsport' | 'activiteiten';

export const ROLE_LABELS: Record<BoardRole, string> = {
  voorzitter: 'Voorzitter',
  secretaris: 'Secretaris',
  penningmeester: 'Penningmeester',
  wedstrijdsport: 'Commissaris wedstrijdsport',
  activiteiten: 'Commissaris activiteiten',
};

export interface InterestRecord extends RecordModel {
  member: string;
  roles: BoardRole[];
  motivation: string;
  year: string;
  created: string;
  expand?: { member?: RecordModel & { name: string; username: string } };
}

export interface NoteRecord extends RecordModel {
  title: string;
  body: string;
  created: string;
  expand?: { author?: RecordModel & { name: string } };
}

export function sendBoardInterest(roles: BoardRole[], motivation: string): Promise<InterestRecord> {
  return getPocketBase().collection('board_interest').create<InterestRecord>({ roles, motivation });
}

/** The member's own submissions; for the board, everyone's. The server decides which. */
export function listBoardInterest(page: number): Promise<ListResult<InterestRecord>> {
  return getPocketBase()
    .collection('board_interest')
    .getList<InterestRecord>(page, 30, { sort: '-created', expand: 'member' });
}

export function listNotes(page: number): Promise<ListResult<NoteRecord>> {
  return getPocketBase()
    .collection('board_notes')
    .getList<NoteRecord>(page, 30, { sort: '-created', expand: 'author' });
}

export function addNote(title: string, body: string): Promise<NoteRecord> {
  return getPocketBase().collection('board_notes').create<NoteRecord>({ title, body });
}
