import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './event-draft.ts';
import { toFormValues } from './event-form-values.ts';
import { useEventDraft } from './use-event-draft.ts';

// A restored edit draft of an event that was saved since the draft began: the member chooses
// between the two before saving, so the draft never silently undoes someone else's changes.

const key = draftKey('u1', '/evenementen/abc/bewerken');
const saved = { ...toFormValues(undefined, 'c1'), title: 'Kerstdiner', location: 'De Uithof (nieuw)' };
const typed = { ...toFormValues(undefined, 'c1'), title: 'Kerstdiner', location: 'Jaap Eden (concept)' };

afterEach(() => sessionStorage.clear());

describe('useEventDraft', () => {
  it('asks for no choice when the event is as it was when the draft began', () => {
    writeDraft(key, typed, 'v1', sessionStorage);
    const { result } = renderHook(() => useEventDraft(key, saved, 'v1'));
    expect(result.current.values.location).toBe('Jaap Eden (concept)');
    expect(result.current.mustChoose).toBe(false);
  });

  it('holds the save until the member keeps their draft over a newer saved version', () => {
    writeDraft(key, typed, 'v1', sessionStorage);
    const { result } = renderHook(() => useEventDraft(key, saved, 'v2'));
    expect(result.current.restored?.changedSince).toBe(true);
    expect(result.current.mustChoose).toBe(true);
    act(() => result.current.keepDraft());
    expect(result.current.mustChoose).toBe(false);
    expect(result.current.values.location).toBe('Jaap Eden (concept)');
    // Chosen knowingly: after a reload the draft counts from the version it was chosen over.
    expect(readDraft(key)?.base).toBe('v2');
  });

  it('or loads the saved version, dropping the draft', () => {
    writeDraft(key, typed, 'v1', sessionStorage);
    const { result } = renderHook(() => useEventDraft(key, saved, 'v2'));
    act(() => result.current.discard());
    expect(result.current.mustChoose).toBe(false);
    expect(result.current.values.location).toBe('De Uithof (nieuw)');
    expect(readDraft(key)).toBeNull();
  });
});
