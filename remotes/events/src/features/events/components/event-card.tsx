import { DateTime, formatEuro } from '@tjas/ui';
import { Link } from '@tjas/router';
import type { ListedEvent } from '../api/events-api.ts';
import { eventStatus } from '../lib/event-status.ts';
import styles from './event-card.module.css';

/**
 * One event in the list. Upcoming events show their status (places, waiting list, the member's
 * own place, until when one can sign up); all of it comes with the list, so the card never grows.
 */
export function EventCard({ event, upcoming }: { event: ListedEvent; upcoming: boolean }) {
  // A cancelled event says only that: its places and sign-up window no longer mean anything.
  const status = upcoming && !event.cancelled ? eventStatus(event, event.mine) : null;
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
      </p>
      {event.cancelled && (
        <p className={styles.status} data-testid="event-status">
          <strong className={styles.cancelled}>Geannuleerd</strong>
        </p>
      )}
      {status && (
        <p className={styles.status} data-testid="event-status">
          <span className={status.full ? styles.full : undefined}>{status.places}</span>
          {status.signup && (
            <>
              {' · '}
              {status.signup.text}
              {status.signup.date && (
                <>
                  {' '}
                  <DateTime value={status.signup.date} />
                </>
              )}
            </>
          )}
          {status.mine && (
            <>
              {' '}
              <strong className={event.mine?.status === 'waiting' ? styles.waiting : styles.mine}>{status.mine}</strong>
            </>
          )}
        </p>
      )}
    </article>
  );
}
