import { useSession } from '@tjas/auth';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { getEvent, listSignups } from '../api/events-api.ts';
import { LoadFailed } from './load-failed.tsx';
import { SignupButton } from './signup-button.tsx';

export function EventDetailPage() {
  const { id = '' } = useParams();
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useLoad(() => Promise.all([getEvent(id), listSignups(id)]), id);

  if (state.status === 'loading') return <p role="status">Evenement wordt geladen…</p>;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  const [event, signups] = state.data;
  const mine = signups.find((signup) => signup.user === userId);
  const past = new Date((event.end || event.start).replace(' ', 'T')).getTime() < Date.now();

  return (
    <article>
      <p>
        <Link to="/evenementen">← Alle evenementen</Link>
      </p>
      <h1>{event.title}</h1>
      <dl className="details">
        <dt>Wanneer</dt>
        <dd>
          {formatDateTime(event.start)}
          {event.end && <> tot {formatDateTime(event.end)}</>}
        </dd>
        {event.location && (
          <>
            <dt>Waar</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {event.expand?.organiser && (
          <>
            <dt>Organisatie</dt>
            <dd>{event.expand.organiser.name}</dd>
          </>
        )}
        <dt>Aanmeldingen</dt>
        <dd data-testid="signup-count">{signups.length}</dd>
      </dl>
      {event.description && <p className="event-description">{event.description}</p>}
      {past ? (
        <p>Dit evenement is voorbij.</p>
      ) : (
        <SignupButton eventId={event.id} userId={userId} signupId={mine?.id} onChange={reload} />
      )}
      <p>
        <Link to={`/evenementen/${event.id}/signups`}>Bekijk wie er komen</Link>
      </p>
    </article>
  );
}
