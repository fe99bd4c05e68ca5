import { describeError } from '@tjas/auth';
import { AsyncContent, PageHeader, useAsync } from '@tjas/ui';
import { listBoards } from '../api/boards-api.ts';
import { BoardCard } from './board-card.tsx';

/** /bestuur/huidig (board.current): the board of the newest association year. */
export function CurrentBoardPage() {
  const [state, reload] = useAsync(listBoards, 'boards');
  return (
    <>
      <PageHeader
        title="Huidig bestuur"
        description="Het bestuur van dit verenigingsjaar. Vragen? Mail bestuur@tjas.example."
      />
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Bestuur wordt geladen…"
        describe={describeError}
        isEmpty={(boards) => boards.length === 0}
        empty="Er is nog geen bestuur ingevoerd."
      >
        {(boards) => <BoardCard loaded={boards[0]!} />}
      </AsyncContent>
    </>
  );
}
