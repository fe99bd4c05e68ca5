import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstInvalid } from './focus-first-invalid.ts';

type Messages = Record<string, string | undefined>;

export interface ErrorsAtFields<E extends Messages> {
  /** Every field's message at once: none before the first submit, then kept up to date as the member types. */
  errors: Partial<E>;
  /** Whether the messages are shown (a submit found something): for fields that work out their own. */
  shown: boolean;
  /** The submit's gate: true when nothing is wrong; else the messages show and the focus goes to the first. */
  check: () => boolean;
  /** The form, to find the first field marked invalid in. */
  form: RefObject<HTMLFormElement | null>;
}

/**
 * Errors at their fields, all at once, for a form that checks its own fields (not through
 * useFormSubmission, e.g. a list of questions): `find` works out every field's message from the
 * current values. A submit that finds any shows them all and moves the focus to the first field
 * marked invalid (aria-invalid, which the kit's fields set with their error), where a screen reader
 * reads its message; nothing is said below the button.
 */
export function useErrorsAtFields<E extends Messages>(find: () => E): ErrorsAtFields<E> {
  const form = useRef<HTMLFormElement>(null);
  // Counts the submits that found errors: each one moves the focus, also when the messages stay the same.
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) focusFirstInvalid(form.current);
  }, [attempts]);
  const shown = attempts > 0;
  return {
    errors: shown ? find() : {},
    shown,
    check: () => {
      const ok = !Object.values(find()).some(Boolean);
      if (!ok) setAttempts((count) => count + 1);
      return ok;
    },
    form,
  };
}
