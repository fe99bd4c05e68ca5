import { DateTime, formatEuro } from '@tjas/ui';
import { Link } from '@tjas/router';
import type { EventRecord } from '../api/events-api.ts';
import styles from './event-card.module.css';

export function EventCard({ event }: { event: EventRecord }) {
  return (
    <article className={styles.card} data-testid="event-card">
      <h3 className={styles.title}>
        <Link to={`/evenementen/${event.id}`}>{event.title}</Link>
      </h3>
      <p className={styles.meta}>
        <DateTime value={event.start} />
        {event.location && <> · {event.location}</>}
      </p>
      <p className={styles.meta}>
        {event.expand?.organiser && <>Organisatie: {event.expand.organiser.name}</>}
        {event.price > 0 && <> · {formatEuro(event.price)}</>}
        {event.capacity > 0 && <> · {event.capacity} plaatsen</>}
      </p>
    </article>
  );
}
