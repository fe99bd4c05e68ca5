import { COVER_THUMB, coverUrl, PAGE_COVER_THUMB, type EventRecord } from '../api/events-api.ts';
import styles from './event-cover.module.css';

/** How wide the cover is drawn: the page's column (64rem) less its padding (1rem on each side). */
const COVER_SIZES = '(min-width: 64rem) 62rem, calc(100vw - 2rem)';

/**
 * The cover picture at the top of an event's page, in a 16:9 box with its size given, so the
 * details below do not move when it arrives. Decorative: the page's title says what the event is.
 * Both thumbs are offered: a screen that draws it at most 640 device pixels wide takes the card's
 * (a third of the bytes, often in its cache from the list), a sharper or wider one the larger. On a
 * slow phone the picture is the page's largest paint, and its bytes are what that paint waits for.
 */
export function EventCover({ event }: { event: EventRecord }) {
  const src = coverUrl(event, PAGE_COVER_THUMB);
  if (!src) return null;
  return (
    <img
      className={styles.cover}
      src={src}
      srcSet={`${coverUrl(event, COVER_THUMB)} ${COVER_THUMB.width}w, ${src} ${PAGE_COVER_THUMB.width}w`}
      sizes={COVER_SIZES}
      alt=""
      width={PAGE_COVER_THUMB.width}
      height={PAGE_COVER_THUMB.height}
      data-testid="event-cover"
    />
  );
}
