import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs `load` when `key` changes and again on `reload()` (after a write, or on "retry").
 * A result that arrives after the key changed is dropped, so a slow answer never overwrites a
 * newer one.
 */
export function useAsync<T>(load: () => Promise<T>, key: string): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
    // `load` is a new function every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state, reload];
}
