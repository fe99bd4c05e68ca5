import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventFormValues } from './event-form-values.ts';
import { clearDraft, readDraft, sameValues, writeDraft } from './event-draft.ts';

export interface RestoredDraft {
  savedAt: number;
  /** The event was saved by someone (else) after the draft began. */
  changedSince: boolean;
}

/**
 * The event form's values, kept as a draft under `key` while they differ from `initial` (what
 * the form starts with) and taken back after a reload. `restored` says a draft was taken back
 * (for the form's notice); `discard` goes back to `initial`; `forget` drops the draft once saved.
 * `base` is the event's `updated` ('' for a new event).
 *
 * When the event was saved after the draft began (`restored.changedSince`), saving the draft
 * would silently undo those newer changes, as the form sends all its fields: the member first
 * chooses, `keepDraft` (their draft, now knowingly over the saved version) or `discard` (the
 * saved version). Until then `mustChoose` is true and the form does not save.
 */
export function useEventDraft(key: string, initial: EventFormValues, base: string) {
  const [start] = useState(() => {
    const draft = readDraft(key);
    return draft && !sameValues(draft.values, initial) ? draft : null;
  });
  const [values, setValues] = useState<EventFormValues>(() => start?.values ?? initial);
  const [restored, setRestored] = useState<RestoredDraft | null>(() =>
    start ? { savedAt: start.savedAt, changedSince: start.base !== base } : null,
  );
  // After a save (or a confirmed leave) nothing is written again, also not by a last render.
  const settled = useRef(false);
  const dirty = !sameValues(values, initial);
  // The base a draft keeps is that of when it began: a restored draft keeps its own, until the
  // member chooses it over a newer saved version.
  const [draftBase, setDraftBase] = useState(() => start?.base ?? base);
  const mustChoose = restored?.changedSince === true;

  useEffect(() => {
    if (settled.current) return;
    if (dirty) writeDraft(key, values, draftBase);
    else clearDraft(key);
  }, [key, values, dirty, draftBase]);

  const discard = useCallback(() => {
    clearDraft(key);
    setValues(initial);
    setRestored(null);
  }, [key, initial]);

  const keepDraft = useCallback(() => {
    setDraftBase(base);
    setRestored((current) => current && { ...current, changedSince: false });
  }, [base]);

  const forget = useCallback(() => {
    settled.current = true;
    clearDraft(key);
  }, [key]);

  return { values, setValues, dirty, restored, mustChoose, keepDraft, discard, forget };
}
