import { DateTime, formatEuro, srcOnCommit } from '@tjas/ui';
import { Link } from '@tjas/router';
import { preloadEventPage } from './lazy-pages.tsx';
import { useId } from 'react';
import { COVER_THUMB, coverUrl, type ListedEvent } from '../api/events-api.ts';
import { eventStatus, statusPill, type PillTone } from '../lib/event-status.ts';
import { organiserTone } from '../lib/organiser-tone.ts';
import { CardSignup } from './card-signup.tsx';
import { DateTile } from './date-tile.tsx';
import styles from './event-card.module.css';

const PILL_CLASS: Record<PillTone, string | undefined> = {
  mine: styles.pillMine,
  waiting: styles.pillWaiting,
  full: styles.pillFull,
  open: styles.pillOpen,
  cancelled: styles.pillCancelled,
};

interface Props {
  event: ListedEvent;
  upcoming: boolean;
  /** The first cards on the page load their picture at once; the rest when scrolled near. */
  eager?: boolean;
  /** The list's first card: its picture is fetched before other images. */
  first?: boolean;
  /** After a sign-up or sign-out from the card: the list asks again. */
  onChange?: () => void;
}

/**
 * One event in the list, as members know it from Spond: its picture (or its organiser's colour)
 * with the date tile and a status pill, what and where, and signing up or off in one tap. All of
 * it comes with the list (no request per card), and the picture's box has its size before the
 * picture arrives, so the card never grows.
 */
export function EventCard({ event, upcoming, eager = false, first = false, onChange }: Props) {
  const titleId = useId();
  // A cancelled event says only that: its places and sign-up window no longer mean anything; a
  // training has none (members answer "Ik kom" / "Kan niet").
  const status = upcoming && !event.cancelled && !event.training ? eventStatus(event) : null;
  const pill = upcoming || event.cancelled ? statusPill(event, upcoming ? event.mine : undefined) : null;
  const picture = coverUrl(event);
  return (
    <article className={styles.card} data-testid="event-card">
      <div
        className={`${styles.picture} ${picture ? '' : styles[`tone${organiserTone(event.expand?.organiser?.name ?? event.organiser)}`]}`}
      >
        {picture && (
          // Decorative: the title beside it says what the event is.
          // Its address once committed: a thrown-away render's <img> would use up the server's
          // preload of the first card's picture, and the picture would be fetched twice.
          <img
            className={styles.cover}
            ref={srcOnCommit(picture)}
            alt=""
            width={COVER_THUMB.width}
            height={COVER_THUMB.height}
            loading={eager ? 'eager' : 'lazy'}
            // The first card's picture is the page's largest paint on a phone: asked for first.
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        <DateTile value={event.start} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={titleId}>
          <Link
            to={`/evenementen/${event.id}`}
            onPointerEnter={preloadEventPage}
            onTouchStart={preloadEventPage}
            onFocus={preloadEventPage}
          >
            {event.title}
          </Link>
        </h3>
        {pill && (
          // Read after the title, shown on the picture's corner (positioned on the card).
          <span className={`${styles.pill} ${PILL_CLASS[pill.tone]}`} data-testid="event-pill">
            {pill.text}
          </span>
        )}
        <p className={styles.meta}>
          <DateTime value={event.start} />
          {event.location && <> · {event.location}</>}
        </p>
        <p className={styles.meta}>
          {event.expand?.organiser && <>Organisatie: {event.expand.organiser.name}</>}
          {event.price > 0 && <> · {formatEuro(event.price)}</>}
        </p>
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
          </p>
        )}
        {/* A training has no places or sign-up window to show, but its card still leads to "Kom je?". */}
        {(status || (event.training && upcoming)) && onChange && (
          <CardSignup event={event} describedBy={titleId} onChange={onChange} />
        )}
      </div>
    </article>
  );
}
