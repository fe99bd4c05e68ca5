import { describeError, useSession } from '@tjas/auth';
import { Card, DescriptionList, ErrorState, formatDateTime, PageHeader, Skeleton, useAsync } from '@tjas/ui';
import { Link, useParams } from 'react-router';
import { getEvent, listSignups } from '../api/events-api.ts';
import styles from './event-detail.module.css';
import { SignupButton } from './signup-button.tsx';

export function EventDetailPage() {
  const { id = '' } = useParams();
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useAsync(() => Promise.all([getEvent(id), listSignups(id)]), id);

  if (state.status === 'loading') return <Skeleton label="Evenement wordt geladen…" lines={5} />;
  if (state.status === 'failed') return <ErrorState message={describeError(state.error)} onRetry={reload} />;
  const [event, signups] = state.data;
  const mine = signups.find((signup) => signup.user === userId);
  const past = new Date((event.end || event.start).replace(' ', 'T')).getTime() < Date.now();

  return (
    <>
      <p>
        <Link to="/evenementen">← Alle evenementen</Link>
      </p>
      <PageHeader title={event.title} />
      <Card>
        <DescriptionList>
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
        </DescriptionList>
        {event.description && <p className={styles.description}>{event.description}</p>}
        {past ? (
          <p>Dit evenement is voorbij.</p>
        ) : (
          <SignupButton eventId={event.id} userId={userId} signupId={mine?.id} onChange={reload} />
        )}
      </Card>
      <p>
        <Link to={`/evenementen/${event.id}/signups`}>Bekijk wie er komen</Link>
      </p>
    </>
  );
}
