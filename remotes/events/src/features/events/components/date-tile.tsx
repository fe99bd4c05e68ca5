import { dateTileParts } from '../lib/date-tile.ts';
import styles from './event-card.module.css';

/**
 * The day and short month on an event's card, read at a glance. Hidden from screen readers: the
 * card's <time> says the full date and time.
 */
export function DateTile({ value }: { value: string }) {
  const parts = dateTileParts(value);
  if (!parts) return null;
  return (
    <span className={styles.tile} aria-hidden="true" data-testid="date-tile">
      <span className={styles.tileDay}>{parts.day}</span>
      <span className={styles.tileMonth}>{parts.month}</span>
    </span>
  );
}
