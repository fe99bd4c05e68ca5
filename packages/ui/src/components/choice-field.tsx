import { useId, type InputHTMLAttributes } from 'react';
import styles from './choice-field.module.css';

interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/** A question with a few answers: radio buttons in a fieldset, its legend read as the question. */
export function RadioGroupField({ legend, name, options, value, onChange, error, required }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required && <span className={styles.required}> (verplicht)</span>}
      </legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            className={styles.box}
            type="radio"
            name={`${name}-${id}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

type BoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

/** A checkbox of the kit's one size, for a place whose label is elsewhere (give it an aria-label). */
export function Checkbox(input: BoxProps) {
  return <input type="checkbox" className={styles.box} {...input} />;
}

export function CheckboxField({ label, ...input }: { label: string } & BoxProps) {
  return (
    <label className={styles.choice}>
      <Checkbox {...input} />
      {label}
    </label>
  );
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/** Several answers to one question: checkboxes in a fieldset, with the error read with the legend. */
export function CheckboxGroupField({ legend, options, value, onChange, error }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <CheckboxField
          key={option.value}
          label={option.label}
          value={option.value}
          checked={value.includes(option.value)}
          onChange={(event) =>
            onChange(
              event.target.checked ? [...value, option.value] : value.filter((chosen) => chosen !== option.value),
            )
          }
        />
      ))}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
