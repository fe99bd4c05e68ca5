import { describeError } from '@tjas/auth';
import { AsyncContent, PageHeader, useAsync } from '@tjas/ui';
import { listBoards } from '../api/boards-api.ts';
import { BoardCard } from './board-card.tsx';

/** /bestuur/oud-besturen: every board before the current one, newest first. */
export function PastBoardsPage() {
  const [state, reload] = useAsync(listBoards, 'boards');
  return (
    <>
      <PageHeader title="Oud-besturen" description="Wie gingen ons voor?" />
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Besturen worden geladen…"
        describe={describeError}
        isEmpty={(boards) => boards.length < 2}
        empty="Er zijn nog geen oud-besturen ingevoerd."
      >
        {(boards) => (
          <section aria-label="Oud-besturen">
            {boards.slice(1).map((loaded) => (
              <BoardCard key={loaded.board.id} loaded={loaded} />
            ))}
          </section>
        )}
      </AsyncContent>
    </>
  );
}
