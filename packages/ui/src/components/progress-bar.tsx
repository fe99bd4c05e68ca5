import { useId } from 'react';
import styles from './progress-bar.module.css';

/** Upload or other progress with a visible label and percentage. */
export function ProgressBar({ label, value, max = 1 }: { label: string; value: number; max?: number }) {
  const id = useId();
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div className={styles.progress}>
      <span className={styles.label} id={id}>
        <span>{label}</span>
        <span>{percent}%</span>
      </span>
      <progress className={styles.bar} aria-labelledby={id} value={Math.min(value, max)} max={max} />
    </div>
  );
}
