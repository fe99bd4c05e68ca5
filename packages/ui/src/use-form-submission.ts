import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';

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

/** The fields of a draft that hold text (inputs, text areas, selects). */
type TextKeys<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;
/** The fields of a draft that hold one chosen file. */
type FileKeys<D> = { [K in keyof D]: D[K] extends File | null ? K : never }[keyof D] & string;

/** The fields of a draft that hold a list of chosen values (a CheckboxGroupField). */
type ListKeys<D> = { [K in keyof D]: D[K] extends readonly string[] ? K : never }[keyof D] & string;

type ControlElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What `field(name)` gives a TextField, TextAreaField or SelectField: spread it and add the label
 * (and hint, maxLength, ...). The id ties the control to its label, hint and error (the field
 * derives `${id}-hint` and `${id}-error` from it) and lets the form focus the first error.
 */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<ControlElement>) => void;
  error: string | undefined;
}

/** A form's `field`, for a part of a form that binds some of its fields (a row, a fieldset). */
export type FieldBinder<D> = <K extends TextKeys<D>>(name: K) => BoundField;

/** What `fileField(name)` gives a TextField of type file: no value (a browser keeps the file). */
export type BoundFileField = Omit<BoundField, 'value' | 'onChange'> & {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** What `choices(name)` gives a CheckboxGroupField: the chosen values, their setter, the message. */
export interface BoundChoices {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}

interface Options<E extends FieldErrorMap, D extends object> {
  /**
   * The form's values (what the member typed), which `field(name)` reads, and their setter from
   * `useState`, which its onChange calls. Only needed for `field` and `fileField`.
   */
  draft?: D;
  setDraft?: Dispatch<SetStateAction<D>>;
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

/** A field's own message (not a map of rows' messages). */
function messageOf(errors: FieldErrorMap, name: string): string | undefined {
  const message = errors[name];
  return typeof message === 'string' && message !== '' ? message : undefined;
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
export function useFormSubmission<E extends FieldErrorMap, D extends object = Record<string, never>>({
  draft,
  setDraft,
  validate,
  save,
  fields,
  serverErrors,
  describe,
  invalidMessage = 'Niet opgeslagen: verbeter de gemarkeerde velden.',
}: Options<E, D>) {
  const [errors, setErrors] = useState<Partial<E>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formId = useId();
  // Set when a submit found field errors: once they are on screen, the first one gets the focus.
  const focusFirstError = useRef(false);

  const idOf = (name: string) => `${formId}-${name}`;
  const errorOf = (name: string) => messageOf(errors, name);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    // The bound fields with a message (a field bound by hand has no id of ours and is skipped).
    const invalid = Object.keys(errors)
      .filter((name) => messageOf(errors, name) !== undefined)
      .map((name) => document.getElementById(`${formId}-${name}`))
      .filter((element): element is HTMLElement => element !== null);
    // The first on the page, which need not be the first in the error map.
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  }, [errors, formId]);

  function showErrors(found: Partial<E>) {
    focusFirstError.current = hasErrors(found);
    setErrors(found);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const found = validate();
    showErrors(found);
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
      showErrors(shown);
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

  function update<K extends keyof D>(name: K, value: D[K]) {
    if (!setDraft) throw new Error('useFormSubmission: field() needs the draft and setDraft options.');
    setDraft((current) => ({ ...current, [name]: value }));
  }

  /** A text field's binding: its value in the draft, its setter, its message and its id. */
  const field: FieldBinder<D> = (name) => {
    return {
      id: idOf(name),
      name,
      value: (draft?.[name] as string | undefined) ?? '',
      onChange: (event) => update(name, event.target.value as D[typeof name]),
      error: errorOf(name),
    };
  };

  /** A file field's binding: the chosen file (or none) into the draft. */
  function fileField<K extends FileKeys<D>>(name: K): BoundFileField {
    return {
      id: idOf(name),
      name,
      onChange: (event) => update(name, (event.target.files?.[0] ?? null) as D[K]),
      error: errorOf(name),
    };
  }

  /** A list of choices' binding (a CheckboxGroupField's value, onChange and message). */
  function choices<K extends ListKeys<D>>(name: K): BoundChoices {
    return {
      value: (draft?.[name] as readonly string[] | undefined) ?? [],
      onChange: (value) => update(name, value as D[K]),
      error: errorOf(name),
    };
  }

  /**
   * The id, name and message of a control whose value the form keeps itself (several files, a
   * list): it shows the message and gets the focus like a bound field.
   */
  function control(name: keyof E & string): Omit<BoundField, 'value' | 'onChange'> {
    return { id: idOf(name), name, error: errorOf(name) };
  }

  return { errors, formError, busy, submit, reset, field, fileField, choices, control };
}
