import { formatDateTime } from '@tjas/ui';
import { Link } from 'react-router';
import type { EventRecord } from '../api/events-api.ts';
import styles from './event-card.module.css';

export function EventCard({ event }: { event: EventRecord }) {
  return (
    <article className={styles.card} data-testid="event-card">
      <h3 className={styles.title}>
        <Link to={`/evenementen/${event.id}`}>{event.title}</Link>
      </h3>
      <p className={styles.meta}>
        <time dateTime={event.start.replace(' ', 'T')}>{formatDateTime(event.start)}</time>
        {event.location && <> · {event.location}</>}
      </p>
      {event.expand?.organiser && <p className={styles.meta}>Organisatie: {event.expand.organiser.name}</p>}
    </article>
  );
}
