import { startTransition, useCallback, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` when `key` changes and again on `reload()` (after a write, or on "retry").
 * A result that arrives after the key changed is dropped, so a slow answer never overwrites a
 * newer one. While a new key loads the state is "loading", never the previous key's data (a
 * pager would otherwise show "page 2" over page 1's items); a reload keeps the data on screen.
 */
export function useAsync<T>(load: () => Promise<T>, key: string): [AsyncState<T>, () => void] {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>({ key, value: { status: 'loading' } });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    // The answer is shown as a transition: React renders a long list in slices of a few
    // milliseconds with the browser let in between, not in one task that blocks a tap on a slow
    // phone (total blocking time, issue #33).
    const show = (value: AsyncState<T>) => active && startTransition(() => setState({ key, value }));
    load().then(
      (data) => show({ status: 'ready', data }),
      (error: unknown) => show({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function every render; `key` names what it loads, so only `key` (and a reload) start a new load.
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state.key === key ? state.value : { status: 'loading' }, reload];
}
