import { describeError, useSession } from '@tjas/auth';
import { Button, PagedList, PageHeader } from '@tjas/ui';
import { useState } from 'react';
import { useNavigate } from '@tjas/router';
import { listPastEvents, listUpcomingEvents, type EventRecord } from '../api/events-api.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { EventCard } from './event-card.tsx';
import { EventForm } from './event-form.tsx';

const listProps = {
  renderItem: (event: EventRecord) => <EventCard event={event} />,
  itemKey: (event: EventRecord) => event.id,
  describeError,
};

export function EventListPage() {
  // Every committee organises its own events; members without a committee only sign up.
  const mayOrganise = useSession((state) => state.committees.length > 0);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Evenementen"
        description="Meld je aan voor trainingen, wedstrijden en activiteiten."
        actions={mayOrganise && !creating && <Button onClick={() => setCreating(true)}>Nieuw evenement</Button>}
      />
      {creating && <EventForm onCancel={() => setCreating(false)} onSaved={(event) => navigate(`/evenementen/${event.id}`)} />}
      <h2>Binnenkort</h2>
      <PagedList
        {...listProps}
        listKey="upcoming"
        label="Komende evenementen"
        load={listUpcomingEvents}
        empty="Er staan nog geen evenementen gepland."
        testId="events-upcoming"
        readyMark="tjas:content:evenementen"
      />
      <h2>Afgelopen</h2>
      <PagedList
        {...listProps}
        listKey="past"
        label="Afgelopen evenementen"
        load={listPastEvents}
        empty="Nog geen afgelopen evenementen."
        testId="events-past"
      />
      <CalendarFeedCard />
    </>
  );
}
