import { coverUrl, PAGE_COVER_THUMB, type EventRecord } from '../api/events-api.ts';
import styles from './event-cover.module.css';

/**
 * The cover picture at the top of an event's page (the larger thumb), in a 16:9 box with its
 * size given, so the details below do not move when it arrives. Decorative: the page's title
 * says what the event is.
 */
export function EventCover({ event }: { event: EventRecord }) {
  const src = coverUrl(event, PAGE_COVER_THUMB);
  if (!src) return null;
  return (
    <img
      className={styles.cover}
      src={src}
      alt=""
      width={PAGE_COVER_THUMB.width}
      height={PAGE_COVER_THUMB.height}
      data-testid="event-cover"
    />
  );
}
