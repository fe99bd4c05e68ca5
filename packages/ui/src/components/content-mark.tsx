import { useEffect } from 'react';

/**
 * Sets a performance mark the first time a page shows its data (once per page load), so the
 * benchmark (tests/bench) measures time to real content, not to a spinner.
 */
export function ContentMark({ name }: { name: string }) {
  useEffect(() => {
    if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
  }, [name]);
  return null;
}
