import styles from './skeleton.module.css';

/** Grey placeholder lines where content is about to appear; announced as loading. */
export function Skeleton({ lines = 3, label = 'Bezig met laden…' }: { lines?: number; label?: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={styles.line} />
      ))}
    </div>
  );
}
