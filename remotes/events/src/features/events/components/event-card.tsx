import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { EventRecord } from '../api/events-api.ts';

export function EventCard({ event }: { event: EventRecord }) {
  return (
    <li className="event-card" data-testid="event-card">
      <h3>
        <Link to={`/evenementen/${event.id}`}>{event.title}</Link>
      </h3>
      <p>
        <time dateTime={event.start.replace(' ', 'T')}>{formatDateTime(event.start)}</time>
        {event.location && <> · {event.location}</>}
      </p>
      {event.expand?.organiser && <p className="event-card__organiser">Organisatie: {event.expand.organiser.name}</p>}
    </li>
  );
}
