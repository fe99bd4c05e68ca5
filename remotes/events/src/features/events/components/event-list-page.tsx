import { describeError } from '@tjas/auth';
import { PagedList, PageHeader } from '@tjas/ui';
import { listPastEvents, listUpcomingEvents, type EventRecord } from '../api/events-api.ts';
import { EventCard } from './event-card.tsx';

const listProps = {
  renderItem: (event: EventRecord) => <EventCard event={event} />,
  itemKey: (event: EventRecord) => event.id,
  describeError,
};

export function EventListPage() {
  return (
    <>
      <PageHeader title="Evenementen" description="Meld je aan voor trainingen, wedstrijden en activiteiten." />
      <h2>Binnenkort</h2>
      <PagedList
        {...listProps}
        listKey="upcoming"
        label="Komende evenementen"
        load={listUpcomingEvents}
        empty="Er staan nog geen evenementen gepland."
        testId="events-upcoming"
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
    </>
  );
}
