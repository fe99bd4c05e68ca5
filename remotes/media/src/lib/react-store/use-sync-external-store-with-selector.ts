import { useDebugValue, useMemo, useRef, useSyncExternalStore } from 'react';

// use-sync-external-store/shim/with-selector as an ES module on React's own hook (see
// use-sync-external-store-shim.ts for why): the same behaviour as the package's version, a
// selected slice of a store's snapshot that keeps its identity while `isEqual` says it is equal.
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<{ hasValue: boolean; value: Selection | null }>(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: null };
  const inst = instRef.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoized = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const select = (next: Snapshot): Selection => {
      if (!memoized) {
        memoized = true;
        memoizedSnapshot = next;
        const selection = selector(next);
        if (isEqual && inst.hasValue && isEqual(inst.value as Selection, selection))
          return (memoizedSelection = inst.value as Selection);
        return (memoizedSelection = selection);
      }
      if (Object.is(memoizedSnapshot, next)) return memoizedSelection;
      const selection = selector(next);
      if (isEqual && isEqual(memoizedSelection, selection)) {
        memoizedSnapshot = next;
        return memoizedSelection;
      }
      memoizedSnapshot = next;
      return (memoizedSelection = selection);
    };
    const server = getServerSnapshot ?? undefined;
    return [() => select(getSnapshot()), server ? () => select(server()) : undefined];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  inst.hasValue = true;
  inst.value = value;
  useDebugValue(value);
  return value;
}
