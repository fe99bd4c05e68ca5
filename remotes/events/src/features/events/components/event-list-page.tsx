import { describeError, useSession } from '@tjas/auth';
import { Button, PagedList, PageHeader } from '@tjas/ui';
import { Link, useNavigate, useSearchParams } from '@tjas/router';
import { listPastEvents, type ListedEvent } from '../api/events-api.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { EventCard } from './event-card.tsx';
import styles from './event-list.module.css';
import { UpcomingEvents } from './upcoming-events.tsx';

const itemKey = (event: ListedEvent) => event.id;

/** The past events' own address: a link to them, a reload and the back button keep the tab. */
export const PAST_TAB = 'afgelopen';

/**
 * /evenementen: the calendar subscription on top, then the upcoming events in this week, next
 * week and later, or (?tab=afgelopen) the past ones, most recent first.
 */
export function EventListPage() {
  // Every committee organises its own events; members without a committee only sign up.
  const mayOrganise = useSession((state) => state.committees.length > 0);
  const userId = useSession((state) => state.user?.id ?? '');
  const past = useSearchParams()[0].get('tab') === PAST_TAB;
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Evenementen"
        description="Meld je aan voor trainingen, wedstrijden en activiteiten."
        actions={mayOrganise && <Button onClick={() => navigate('/evenementen/nieuw')}>Nieuw evenement</Button>}
      />
      <CalendarFeedCard />
      <nav className={styles.tabs} aria-label="Komende of afgelopen evenementen">
        <Link className={styles.tab} to="/evenementen" aria-current={past ? undefined : 'page'}>
          Komend
        </Link>
        <Link className={styles.tab} to={`/evenementen?tab=${PAST_TAB}`} aria-current={past ? 'page' : undefined}>
          Afgelopen
        </Link>
      </nav>
      {past ? (
        <div className={styles.past}>
          <PagedList
            renderItem={(event: ListedEvent) => <EventCard event={event} upcoming={false} />}
            itemKey={itemKey}
            describeError={describeError}
            listKey="past"
            label="Afgelopen evenementen"
            load={listPastEvents}
            empty="Nog geen afgelopen evenementen."
            testId="events-past"
            readyMark="tjas:content:evenementen"
          />
        </div>
      ) : (
        <UpcomingEvents userId={userId} />
      )}
    </>
  );
}
