import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchGroup } from '../api/search-api.ts';
import { SEARCH_DELAY_MS, useSearch } from './use-search.ts';

const answer = (title: string): SearchGroup[] => [
  {
    key: 'events',
    label: 'Evenementen',
    total: 1,
    hits: [{ id: title, title, detail: '', to: `/evenementen/${title}` }],
  },
];

/** A search whose answers the test releases, in any order. */
function controlledSearch() {
  const waiting = new Map<string, (groups: SearchGroup[]) => void>();
  const run = vi.fn((query: string) => new Promise<SearchGroup[]>((resolve) => waiting.set(query, resolve)));
  return { run, answer: (query: string) => act(async () => waiting.get(query)?.(answer(query))) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSearch', () => {
  it('waits for a pause in typing, then asks once for the latest text', async () => {
    const search = controlledSearch();
    const { result, rerender } = renderHook(({ text }) => useSearch(text, search.run), {
      initialProps: { text: 'sc' },
    });
    rerender({ text: 'scha' });
    rerender({ text: 'schaats ' });
    expect(result.current.pending).toBe(true);
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(search.run.mock.calls).toEqual([['schaats']]);
    await search.answer('schaats');
    expect(result.current).toMatchObject({ query: 'schaats', pending: false });
    expect(result.current.groups?.[0]?.hits[0]?.title).toBe('schaats');
  });

  it('keeps the shown answer while a newer one loads, and drops a slow answer to an older text', async () => {
    const search = controlledSearch();
    const { result, rerender } = renderHook(({ text }) => useSearch(text, search.run), {
      initialProps: { text: 'ijs' },
    });
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    await search.answer('ijs');
    rerender({ text: 'ijsbaan' });
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current).toMatchObject({ query: 'ijs', pending: true });
    rerender({ text: 'ijsclub' });
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    await search.answer('ijsclub');
    await search.answer('ijsbaan'); // arrives last, answers a text no longer there
    expect(result.current.query).toBe('ijsclub');
  });

  it('does not search for fewer than two characters, and clears the answer', async () => {
    const search = controlledSearch();
    const { result, rerender } = renderHook(({ text }) => useSearch(text, search.run), {
      initialProps: { text: 'bestuur' },
    });
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    await search.answer('bestuur');
    rerender({ text: ' b ' });
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(search.run).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ query: '', groups: null, pending: false, error: null });
  });

  it('keeps the last answer and reports the error when a search fails', async () => {
    const run = vi.fn((query: string) =>
      query === 'kapot' ? Promise.reject(new Error('netwerk')) : Promise.resolve(answer(query)),
    );
    const { result, rerender } = renderHook(({ text }) => useSearch(text, run), { initialProps: { text: 'heel' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    rerender({ text: 'kapot' });
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current).toMatchObject({ query: 'heel', pending: false });
    expect(String(result.current.error)).toMatch(/netwerk/);
  });
});
