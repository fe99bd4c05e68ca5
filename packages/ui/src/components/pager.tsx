import { Button } from './button.tsx';
import styles from './pager.module.css';

interface Props {
  /** What is paged, e.g. "Uitslagen"; names the navigation for screen readers. */
  label: string;
  current: number;
  /** Unknown (negative) for lists asked without a total; `hasNext` then says whether to go on. */
  totalPages: number;
  hasNext?: boolean;
  onChange: (page: number) => void;
}

/** "Previous / page x of y / next" under a list or table; nothing when there is one page. */
export function Pager({ label, current, totalPages, hasNext = current < totalPages, onChange }: Props) {
  if (current <= 1 && !hasNext) return null;
  return (
    <nav className={styles.pager} aria-label={`Pagina's van ${label.toLowerCase()}`}>
      <Button variant="secondary" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        Vorige
      </Button>
      <span className={styles.position}>
        Pagina {current}
        {totalPages > 0 && <> van {totalPages}</>}
      </span>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onChange(current + 1)}>
        Volgende
      </Button>
    </nav>
  );
}
