import { createPath, type Path } from './path.ts';

/** Where the member is: the address, and the state a link or `navigate` gave this entry. */
export interface Location extends Path {
  // `any` as react-router types it: sections built against it read `location.state.from`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the contract released sections were typed against
  state: any;
  /** Unique per history entry ('default' for the page the site was opened on). */
  key: string;
}

/** The history a router reads and writes: the browser's, or one in memory for tests. */
export interface RouterHistory {
  readonly location: Location;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change (a push, a replace, back or forward); returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
}

/**
 * What each history entry holds: `usr` (the state a link gave), `key` and `idx` (how many entries
 * of the site came before it). It is the shape react-router 7 wrote, the router before this one:
 * entries made by a page of the site before the change still read back with their state.
 */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryOf(value: unknown): EntryState {
  return value && typeof value === 'object' ? (value as EntryState) : {};
}

/** The browser's history (`pushState`, `popstate`) as a `RouterHistory`. */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const { history } = win;
  const listeners = new Set<(location: Location) => void>();
  // The page the site was opened on counts as the first entry.
  if (typeof entryOf(history.state).idx !== 'number') history.replaceState({ ...entryOf(history.state), idx: 0 }, '');

  const read = (): Location => {
    const entry = entryOf(history.state);
    const { pathname, search, hash } = win.location;
    // `||` as react-router reads it: a state of 0 or '' comes back as null.
    return { pathname, search, hash, state: entry.usr || null, key: entry.key ?? 'default' };
  };
  let location = read();
  const changed = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  const onPop = () => changed();

  const write = (to: Path, state: unknown, replace: boolean) => {
    const index = entryOf(history.state).idx ?? 0;
    const entry: EntryState = { usr: state, key: newKey(), idx: replace ? index : index + 1 };
    const url = createPath(to);
    if (replace) history.replaceState(entry, '', url);
    else {
      try {
        history.pushState(entry, '', url);
      } catch (error) {
        // A state the browser cannot copy is the caller's mistake, and a page load would lose it.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        // Safari refuses more than 100 pushes in 30 seconds: a real navigation still takes the
        // member where they asked to go.
        win.location.assign(url);
        return;
      }
    }
    changed();
  };

  return {
    get location() {
      return location;
    },
    push: (to, state = null) => write(to, state, false),
    replace: (to, state = null) => write(to, state, true),
    go: (delta) => history.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** A history in memory, for tests: starts at `entries[index]` (default the last). */
export function createMemoryHistory(entries: readonly string[] = ['/'], index = entries.length - 1): RouterHistory {
  const stack: Location[] = entries.map((entry, at) => {
    const url = new URL(entry, 'http://localhost');
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: at === 0 ? 'default' : newKey(),
    };
  });
  let at = Math.min(Math.max(index, 0), stack.length - 1);
  const listeners = new Set<(location: Location) => void>();
  const changed = () => {
    for (const listener of listeners) listener(stack[at]!);
  };
  const entry = (to: Path, state: unknown): Location => ({ ...to, state, key: newKey() });
  return {
    get location() {
      return stack[at]!;
    },
    push(to, state = null) {
      stack.splice(at + 1, stack.length, entry(to, state));
      at += 1;
      changed();
    },
    replace(to, state = null) {
      stack[at] = entry(to, state);
      changed();
    },
    go(delta) {
      const next = Math.min(Math.max(at + delta, 0), stack.length - 1);
      if (next === at) return;
      at = next;
      changed();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
