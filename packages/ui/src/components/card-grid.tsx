import type { CSSProperties, ReactNode } from 'react';
import styles from './card-grid.module.css';

interface Props {
  /** Names the list for screen readers. */
  label: string;
  /** Narrowest a column may get, e.g. "15rem"; one column on a phone, more on wider screens. */
  min?: string;
  children: ReactNode;
}

/** A list of cards that flows into as many columns as fit. Children are the <li> items. */
export function CardGrid({ label, min = '15rem', children }: Props) {
  return (
    <ul className={styles.grid} aria-label={label} style={{ '--card-grid-min': min } as CSSProperties}>
      {children}
    </ul>
  );
}
