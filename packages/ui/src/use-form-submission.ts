import { useState, type FormEvent } from 'react';

/**
 * A form's errors by field: a Dutch message, or, for a list of fields (e.g. an event's
 * questions), a map of messages by row.
 */
export type FieldErrorMap = { [field: string]: string | Record<number, string> | undefined };

/** Whether any field has a message (an empty row map is none). */
function hasErrors(errors: FieldErrorMap): boolean {
  return Object.values(errors).some((value) =>
    value && typeof value === 'object' ? Object.values(value).some(Boolean) : Boolean(value),
  );
}

interface Options<E extends FieldErrorMap> {
  /** Browser-side checks: field errors in Dutch; an empty object lets the form submit. */
  validate: () => E;
  /** Sends the form; throws the backend's error when the server refuses it. */
  save: () => Promise<void>;
  /**
   * The fields the form shows a message at. A server message about any other field (a rule the
   * browser does not check) is shown above the button instead, so it is never lost.
   */
  fields: readonly (keyof E & string)[];
  /** The server's field errors of a failed save, by field (fieldErrors from @tjas/auth). */
  serverErrors: (error: unknown) => FieldErrorMap;
  /** A Dutch message for any other failure (describeError from @tjas/auth). */
  describe: (error: unknown) => string;
  /**
   * Shown above the button when fields need attention; `null` where the field errors say it all
   * (a login, one field).
   */
  invalidMessage?: string | null;
}

/** Splits the server's field errors into those the form shows and the messages of all others. */
export function splitServerErrors<E extends FieldErrorMap>(
  found: FieldErrorMap,
  fields: readonly (keyof E & string)[],
): { shown: Partial<E>; others: string[] } {
  const shown: FieldErrorMap = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(found)) {
    if (!message) continue;
    if (fields.includes(field)) shown[field] = message;
    else others.push(...(typeof message === 'string' ? [message] : Object.values(message)));
  }
  return { shown: shown as Partial<E>, others: [...new Set(others)] };
}

/**
 * The submit cycle every form on the site shares: check in the browser, send, and put the
 * server's field errors next to the fields. What the member typed is never cleared on failure.
 */
export function useFormSubmission<E extends FieldErrorMap>({
  validate,
  save,
  fields,
  serverErrors,
  describe,
  invalidMessage = 'Niet opgeslagen: verbeter de gemarkeerde velden.',
}: Options<E>) {
  const [errors, setErrors] = useState<Partial<E>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) {
      setFormError(invalidMessage ?? undefined);
      return;
    }
    setBusy(true);
    try {
      await save();
    } catch (failure) {
      const { shown, others } = splitServerErrors<E>(serverErrors(failure), fields);
      setErrors(shown);
      if (others.length > 0) setFormError(others.join(' '));
      else setFormError(hasErrors(shown) ? (invalidMessage ?? undefined) : describe(failure));
    } finally {
      setBusy(false);
    }
  }

  /** Clears the messages (e.g. when another action of the form's card starts). */
  function reset() {
    setErrors({});
    setFormError(undefined);
  }

  return { errors, formError, busy, submit, reset };
}
