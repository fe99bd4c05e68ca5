import { describeError } from '@tjas/auth';
import { ContentMark, EmptyState, ErrorState, PAGE_SIZE, Pager, Skeleton, useAsync } from '@tjas/ui';
import { useId, useState } from 'react';
import { listUpcomingEvents } from '../api/events-api.ts';
import { groupEvents } from '../lib/event-groups.ts';
import { EventCard } from './event-card.tsx';
import styles from './event-list.module.css';

/** Cards whose picture loads at once: those a phone shows without scrolling. */
const EAGER_CARDS = 2;

/**
 * The upcoming and running events, soonest first, in the member's weeks: "Deze week", "Volgende
 * week", "Later" (event-groups.ts). Paged without a total, as the server's list is; a sign-up or
 * sign-out from a card asks for the page again and keeps the cards on screen meanwhile.
 */
export function UpcomingEvents({ userId }: { userId: string }) {
  const listKey = `upcoming-${userId}`;
  const [page, setPage] = useState({ key: listKey, number: 1 });
  const current = page.key === listKey ? page.number : 1;
  const [state, reload] = useAsync(() => listUpcomingEvents(current, userId), `${listKey}#${current}`);
  const headingId = useId();
  const label = 'Komende evenementen';

  if (state.status === 'loading') return <Skeleton label={`${label} worden geladen…`} />;
  if (state.status === 'failed') return <ErrorState message={describeError(state.error)} onRetry={reload} />;
  const { items } = state.data;
  const pager = (
    <Pager
      label={label}
      current={current}
      totalPages={-1}
      hasNext={items.length >= PAGE_SIZE}
      onChange={(number) => setPage({ key: listKey, number })}
    />
  );
  if (items.length === 0)
    return (
      <>
        <EmptyState>
          {current > 1 ? 'Er zijn geen verdere items.' : 'Er staan nog geen evenementen gepland.'}
        </EmptyState>
        {current > 1 && pager}
        <ContentMark name="tjas:content:evenementen" />
      </>
    );
  let shown = 0;
  return (
    <>
      <div data-testid="events-upcoming">
        {groupEvents(items).map((group, index) => (
          <section key={group.name} className={styles.group} aria-labelledby={`${headingId}-${index}`}>
            <h2 id={`${headingId}-${index}`} className={styles.groupTitle}>
              {group.name}
            </h2>
            <ul className={styles.grid} data-testid="event-group">
              {group.events.map((event) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    upcoming
                    first={shown === 0}
                    eager={shown++ < EAGER_CARDS}
                    onChange={reload}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {pager}
      <ContentMark name="tjas:content:evenementen" />
    </>
  );
}
