import { FULL_LIST_BATCH, getPocketBase, type BoardMembersResponse, type BoardsResponse } from '@tjas/auth';

export type BoardMember = BoardMembersResponse;

export type BoardRecord = BoardsResponse & { expand?: { board_members_via_board?: BoardMember[] } };

export interface LoadedBoard {
  board: BoardRecord;
  members: BoardMember[];
  /** The protected group photo with a fresh file token; '' when there is none. */
  photoUrl: string;
}

/** Every board, newest year first, with its members in order. */
export async function listBoards(): Promise<LoadedBoard[]> {
  const pb = getPocketBase();
  const boards = await pb
    .collection('boards')
    .getFullList<BoardRecord>({ batch: FULL_LIST_BATCH, sort: '-year', expand: 'board_members_via_board' });
  const token = boards.some((board) => board.photo) ? await pb.files.getToken() : '';
  return boards.map((board) => ({
    board,
    members: [...(board.expand?.board_members_via_board ?? [])].sort((a, b) => a.position - b.position),
    photoUrl: board.photo ? pb.files.getURL(board, board.photo, { token, thumb: '800x0' }) : '',
  }));
}
