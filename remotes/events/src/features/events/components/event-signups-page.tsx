import { Link, useParams } from 'react-router';
import { useLoad } from '../../../lib/use-load.ts';
import { getEvent, listSignups } from '../api/events-api.ts';
import { LoadFailed } from './load-failed.tsx';

export function EventSignupsPage() {
  const { id = '' } = useParams();
  const [state, reload] = useLoad(() => Promise.all([getEvent(id), listSignups(id)]), id);
  if (state.status === 'loading') return <p role="status">Aanmeldingen worden geladen…</p>;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  const [event, signups] = state.data;
  return (
    <section>
      <p>
        <Link to={`/evenementen/${event.id}`}>← {event.title}</Link>
      </p>
      <h1>Aanmeldingen voor {event.title}</h1>
      {signups.length === 0 ? (
        <p>Nog niemand aangemeld.</p>
      ) : (
        <>
          <p>{signups.length === 1 ? '1 aanmelding' : `${signups.length} aanmeldingen`}</p>
          <ol data-testid="signup-list">
            {signups.map((signup) => (
              <li key={signup.id}>{signup.expand?.user?.name || signup.expand?.user?.username || 'Onbekend lid'}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
