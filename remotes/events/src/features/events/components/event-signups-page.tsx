import { describeError } from '@tjas/auth';
import { Card, EmptyState, ErrorState, PageHeader, Skeleton, useAsync } from '@tjas/ui';
import { Link, useParams } from 'react-router';
import { getEvent, listSignups } from '../api/events-api.ts';

export function EventSignupsPage() {
  const { id = '' } = useParams();
  const [state, reload] = useAsync(() => Promise.all([getEvent(id), listSignups(id)]), id);
  if (state.status === 'loading') return <Skeleton label="Aanmeldingen worden geladen…" />;
  if (state.status === 'failed') return <ErrorState message={describeError(state.error)} onRetry={reload} />;
  const [event, signups] = state.data;
  return (
    <>
      <p>
        <Link to={`/evenementen/${event.id}`}>← {event.title}</Link>
      </p>
      <PageHeader
        title={`Aanmeldingen voor ${event.title}`}
        documentTitle="Aanmeldingen"
        description={signups.length === 1 ? '1 aanmelding' : `${signups.length} aanmeldingen`}
      />
      <Card>
        {signups.length === 0 ? (
          <EmptyState>Nog niemand aangemeld.</EmptyState>
        ) : (
          <ol data-testid="signup-list">
            {signups.map((signup) => (
              <li key={signup.id}>{signup.expand?.user?.name || signup.expand?.user?.username || 'Onbekend lid'}</li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
