import { useEffect, useState, type ReactNode } from 'react';
import { useAsync } from '../use-async.ts';
import styles from './paged-list.module.css';
import { Pager } from './pager.tsx';
import { ContentMark } from './content-mark.tsx';
import { Skeleton } from './skeleton.tsx';
import { EmptyState, ErrorState } from './states.tsx';

/** Lists show 30 items per page. */
export const PAGE_SIZE = 30;

export interface Page<T> {
  items: T[];
  page: number;
  /**
   * -1 when the list was asked without a total (PocketBase's `skipTotal`: counting every match
   * costs the server more than the page itself); a full page then means there may be more.
   */
  totalPages: number;
}

interface Props<T> {
  /** Loads one page (1-based) of at most PAGE_SIZE items. */
  load: (page: number) => Promise<Page<T>>;
  /** Changing the key starts again at page 1 (e.g. when a filter changes). */
  listKey: string;
  label: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  describeError?: (error: unknown) => string;
  testId?: string;
  /** Performance mark set when the first page is on screen (see ContentMark). */
  readyMark?: string;
  /**
   * Called once the first answer (items, empty or failed) is on screen: a page shows what comes
   * below the list only then, so it appears instead of being pushed down (no layout shift).
   */
  onSettled?: () => void;
}

/** A list with its loading, empty and error states and "previous/next page" controls. */
export function PagedList<T>({
  load,
  listKey,
  label,
  empty,
  renderItem,
  itemKey,
  describeError,
  testId,
  readyMark,
  onSettled,
}: Props<T>) {
  const [page, setPage] = useState({ key: listKey, number: 1 });
  const current = page.key === listKey ? page.number : 1;
  const [state, reload] = useAsync(() => load(current), `${listKey}#${current}`);
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  if (state.status === 'loading') return <Skeleton label={`${label} worden geladen…`} />;
  if (state.status === 'failed') {
    const message = describeError?.(state.error) ?? 'Dit overzicht kon niet worden geladen. Probeer het opnieuw.';
    return <ErrorState message={message} onRetry={reload} />;
  }
  const { items, totalPages } = state.data;
  const hasNext = totalPages < 0 ? items.length >= PAGE_SIZE : current < totalPages;
  const go = (number: number) => setPage({ key: listKey, number });
  const pager = <Pager label={label} current={current} totalPages={totalPages} hasNext={hasNext} onChange={go} />;
  const mark = readyMark ? <ContentMark name={readyMark} /> : null;
  if (items.length === 0)
    return (
      <>
        {/* Past the end of a list without a total (its last page was exactly full). */}
        <EmptyState>{current > 1 ? 'Er zijn geen verdere items.' : empty}</EmptyState>
        {current > 1 && pager}
        {mark}
      </>
    );
  return (
    <>
      <ul className={styles.list} aria-label={label} data-testid={testId}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {pager}
      {mark}
    </>
  );
}
