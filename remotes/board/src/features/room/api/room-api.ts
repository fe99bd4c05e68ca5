import {
  getPocketBase,
  type BoardInterestResponse,
  type BoardInterestRolesOptions,
  type UsersResponse,
  type BoardNotesResponse,
} from '@tjas/auth';
import type { ListResult } from 'pocketbase';

export type BoardRole = BoardInterestRolesOptions;

export const ROLE_LABELS: Record<BoardRole, string> = {
  voorzitter: 'Voorzitter',
  secretaris: 'Secretaris',
  penningmeester: 'Penningmeester',
  wedstrijdsport: 'Commissaris wedstrijdsport',
  activiteiten: 'Commissaris activiteiten',
};

export type InterestRecord = BoardInterestResponse & {
  expand?: { member?: Pick<UsersResponse, 'id' | 'name' | 'username'> };
};

export type NoteRecord = BoardNotesResponse & { expand?: { author?: Pick<UsersResponse, 'id' | 'name'> } };

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
