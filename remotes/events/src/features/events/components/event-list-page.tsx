import { describeError, useSession } from '@tjas/auth';
import { Button, PagedList, PageHeader } from '@tjas/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from '@tjas/router';
import { listPastEvents, listUpcomingEvents, type ListedEvent } from '../api/events-api.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { EventCard } from './event-card.tsx';

const itemKey = (event: ListedEvent) => event.id;

export function EventListPage() {
  // Every committee organises its own events; members without a committee only sign up.
  const mayOrganise = useSession((state) => state.committees.length > 0);
  const userId = useSession((state) => state.user?.id ?? '');
  // What lies below a list appears once the list above it has loaded, instead of being pushed
  // down by it while a member reads (layout-shift.spec.ts).
  const [upcomingShown, setUpcomingShown] = useState(false);
  const [pastShown, setPastShown] = useState(false);
  const showUpcoming = useCallback(() => setUpcomingShown(true), []);
  const showPast = useCallback(() => setPastShown(true), []);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Evenementen"
        description="Meld je aan voor trainingen, wedstrijden en activiteiten."
        actions={mayOrganise && <Button onClick={() => navigate('/evenementen/nieuw')}>Nieuw evenement</Button>}
      />
      <h2>Binnenkort</h2>
      <PagedList
        renderItem={(event: ListedEvent) => <EventCard event={event} upcoming />}
        itemKey={itemKey}
        describeError={describeError}
        listKey={`upcoming-${userId}`}
        label="Komende evenementen"
        load={(page) => listUpcomingEvents(page, userId)}
        empty="Er staan nog geen evenementen gepland."
        testId="events-upcoming"
        readyMark="tjas:content:evenementen"
        onSettled={showUpcoming}
      />
      {upcomingShown && (
        <>
          <h2>Afgelopen</h2>
          <PagedList
            renderItem={(event: ListedEvent) => <EventCard event={event} upcoming={false} />}
            itemKey={itemKey}
            describeError={describeError}
            listKey="past"
            label="Afgelopen evenementen"
            load={listPastEvents}
            empty="Nog geen afgelopen evenementen."
            testId="events-past"
            onSettled={showPast}
          />
        </>
      )}
      {pastShown && <CalendarFeedCard />}
    </>
  );
}
