import type { ReactNode } from 'react';
import type { AsyncState } from '../use-async.ts';
import { Skeleton } from './skeleton.tsx';
import { EmptyState, ErrorState } from './states.tsx';

interface Props<T> {
  state: AsyncState<T>;
  reload: () => void;
  /** e.g. "Materiaal wordt geladen…" */
  loadingLabel: string;
  /** The skeleton's lines: about the height of what loads, so nothing jumps when it comes. */
  loadingLines?: number;
  describe: (error: unknown) => string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry), empty and loaded states of one piece of data, always the same way. */
export function AsyncContent<T>({
  state,
  reload,
  loadingLabel,
  loadingLines,
  describe,
  isEmpty,
  empty,
  children,
}: Props<T>) {
  if (state.status === 'loading') return <Skeleton label={loadingLabel} lines={loadingLines} />;
  if (state.status === 'failed') return <ErrorState message={describe(state.error)} onRetry={reload} />;
  if (isEmpty?.(state.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(state.data)}</>;
}
