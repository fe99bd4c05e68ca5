import { describeError, isAutoCancelled } from '@tjas/auth';
import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string };

/** Runs `load` when `key` changes; `reload` runs it again (after a write, or on "retry"). */
export function useLoad<T>(load: () => Promise<T>, key: string): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (active && !isAutoCancelled(error)) setState({ status: 'failed', message: describeError(error) });
      },
    );
    return () => {
      active = false;
    };
    // `load` is recreated every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state, reload];
}
