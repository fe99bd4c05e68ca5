import { listPastEvents, listUpcomingEvents } from '../api/events-api.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { EventCard } from './event-card.tsx';
import { LoadFailed } from './load-failed.tsx';

function EventList({ kind }: { kind: 'upcoming' | 'past' }) {
  const [state, reload] = useLoad(() => (kind === 'upcoming' ? listUpcomingEvents() : listPastEvents()), kind);
  if (state.status === 'loading') return <p role="status">Evenementen worden geladen…</p>;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  if (state.data.items.length === 0) {
    return <p>{kind === 'upcoming' ? 'Er staan nog geen evenementen gepland.' : 'Nog geen afgelopen evenementen.'}</p>;
  }
  return (
    <ul className="event-list" data-testid={`events-${kind}`}>
      {state.data.items.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ul>
  );
}

export function EventListPage() {
  return (
    <section>
      <h1>Evenementen</h1>
      <h2>Binnenkort</h2>
      <EventList kind="upcoming" />
      <h2>Afgelopen</h2>
      <EventList kind="past" />
    </section>
  );
}
