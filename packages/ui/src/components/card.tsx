import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

interface Props {
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A titled region on a raised surface. */
export function Card({ title, children, className }: Props) {
  const id = useId();
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
