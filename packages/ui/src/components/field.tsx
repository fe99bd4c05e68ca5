import {
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './field.module.css';

interface FieldProps {
  label: string;
  /** The control's id (from a form's `field(name)`); the field makes one of its own without it. */
  id?: string | undefined;
  hint?: string | undefined;
  /** A Dutch message next to the field; also marks the control invalid for screen readers. */
  error?: string | undefined;
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around any control, tied together with ids for assistive technology. */
function Field({
  label,
  id: givenId,
  hint,
  error,
  render,
}: FieldProps & { render: (control: ControlProps) => ReactElement }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {render({
        id,
        className: styles.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  id,
  hint,
  error,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} id={id} hint={hint} error={error} render={(control) => <input {...input} {...control} />} />
  );
}

export function TextAreaField({
  label,
  id,
  hint,
  error,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      render={(control) => <textarea {...textarea} {...control} />}
    />
  );
}

export function SelectField({
  label,
  id,
  hint,
  error,
  options,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      render={(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
