import { useId } from 'react';
import styles from './theme-select.module.css';
import type { ThemePreference } from './theme.ts';

const LABELS: Record<ThemePreference, string> = { system: 'Zoals het apparaat', light: 'Licht', dark: 'Donker' };

export function ThemeSelect({
  value,
  onChange,
}: {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
}) {
  const id = useId();
  return (
    <div className={styles.theme}>
      <label htmlFor={id}>Thema</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as ThemePreference)}
      >
        {(Object.keys(LABELS) as ThemePreference[]).map((preference) => (
          <option key={preference} value={preference}>
            {LABELS[preference]}
          </option>
        ))}
      </select>
    </div>
  );
}
