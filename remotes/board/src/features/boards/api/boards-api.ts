import {
  FULL_LIST_BATCH,
  getPocketBase,
  type BoardMembersResponse,
  type BoardsResponse,
  type UsersResponse,
} from '@tjas/auth';

/** A role on a board, with the member who held it when they have an account (for their photo). */
export type BoardMember = BoardMembersResponse & {
  expand?: { member?: Pick<UsersResponse, 'id' | 'collectionId' | 'collectionName' | 'avatar'> };
};

export type BoardRecord = BoardsResponse & { expand?: { board_members_via_board?: BoardMember[] } };

export interface LoadedBoard {
  board: BoardRecord;
  members: BoardMember[];
  /** The protected group photo with a fresh file token; '' when there is none. */
  photoUrl: string;
}

/** A board member's profile photo as a small thumbnail; '' shows their initials. */
export function memberFace(member: BoardMember): string {
  const account = member.expand?.member;
  if (!account?.avatar) return '';
  return getPocketBase().files.getURL({ ...account, collectionName: 'users' }, account.avatar, { thumb: '96x96' });
}

/** Every board, newest year first, with its members in order. */
export async function listBoards(): Promise<LoadedBoard[]> {
  const pb = getPocketBase();
  const boards = await pb.collection('boards').getFullList<BoardRecord>({
    batch: FULL_LIST_BATCH,
    sort: '-year',
    expand: 'board_members_via_board.member',
  });
  const token = boards.some((board) => board.photo) ? await pb.files.getToken() : '';
  return boards.map((board) => ({
    board,
    members: [...(board.expand?.board_members_via_board ?? [])].sort((a, b) => a.position - b.position),
    photoUrl: board.photo ? pb.files.getURL(board, board.photo, { token, thumb: '800x0' }) : '',
  }));
}
