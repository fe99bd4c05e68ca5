import type { ReactNode } from 'react';
import styles from './description-list.module.css';

/** Term and value pairs ("Wanneer", "Waar", ...): two columns, on phones each label above its value. */
export function DescriptionList({ children }: { children: ReactNode }) {
  return <dl className={styles.list}>{children}</dl>;
}
