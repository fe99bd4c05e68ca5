import { useEffect, useState } from 'react';
import { MIN_QUERY_LENGTH, type SearchGroup } from '../api/search-api.ts';

/** Typing must pause this long before a search starts: one set of requests per word, not per letter. */
export const SEARCH_DELAY_MS = 200;

export interface SearchState {
  /** The query the shown groups answer ('' before the first answer). */
  query: string;
  groups: SearchGroup[] | null;
  /** A newer query is on its way; the previous answer stays on screen meanwhile (no flicker). */
  pending: boolean;
  error: unknown;
}

const IDLE: SearchState = { query: '', groups: null, pending: false, error: null };

/**
 * Answers `text` with `run` as the member types: after a short pause, and only with the answer
 * to the latest text (a slow answer to an older one is dropped). Too short a text clears the
 * answer. `run` must keep its identity between renders (a new one searches again).
 */
export function useSearch(text: string, run: (query: string) => Promise<SearchGroup[]>): SearchState {
  const query = text.trim();
  const [state, setState] = useState<SearchState>(IDLE);
  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) {
      setState(IDLE);
      return;
    }
    let active = true;
    setState((previous) => ({ ...previous, pending: true }));
    const timer = setTimeout(() => {
      run(query).then(
        (groups) => active && setState({ query, groups, pending: false, error: null }),
        (error: unknown) => active && setState((previous) => ({ ...previous, pending: false, error })),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query, run]);
  return state;
}
