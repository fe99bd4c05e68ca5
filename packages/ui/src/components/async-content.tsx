import type { ReactNode } from 'react';
import type { AsyncState } from '../use-async.ts';
import { Skeleton } from './skeleton.tsx';
import { EmptyState, ErrorState } from './states.tsx';

interface Props<T> {
  state: AsyncState<T>;
  reload: () => void;
  /** e.g. "Materiaal wordt geladen…" */
  loadingLabel: string;
  describe: (error: unknown) => string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry), empty and loaded states of one piece of data, always the same way. */
export function AsyncContent<T>({ state, reload, loadingLabel, describe, isEmpty, empty, children }: Props<T>) {
  if (state.status === 'loading') return <Skeleton label={loadingLabel} />;
  if (state.status === 'failed') return <ErrorState message={describe(state.error)} onRetry={reload} />;
  if (isEmpty?.(state.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(state.data)}</>;
}
