import { useSession } from '@tjas/auth';
import { Card, EmptyState, PageHeader, Person, Skeleton } from '@tjas/ui';
import { Link, useParams } from '@tjas/router';
import type { SignupRecord } from '../api/events-api.ts';
import { faceOf, nameOf, withGuests } from '../lib/signup-names.ts';
import { canManage, countPlaces } from '../lib/signup-state.ts';
import { useLiveEvent } from '../lib/use-live-event.ts';
import { EventLoadFailure } from './event-load-failure.tsx';
import { OrganiserView } from './organiser-view.tsx';

/** Who comes: the member's face (photo or initials), name and guests. */
function SignedUp({ signup }: { signup: SignupRecord }) {
  return (
    <Person name={nameOf(signup)} src={faceOf(signup)} size={28}>
      {withGuests(signup)}
    </Person>
  );
}

export function EventSignupsPage() {
  const { id = '' } = useParams();
  const committees = useSession((state) => state.committees);
  const [state, reload] = useLiveEvent(id, { list: true });
  if (state.status === 'loading') return <Skeleton label="Aanmeldingen worden geladen…" />;
  if (state.status === 'failed') return <EventLoadFailure error={state.error} onRetry={reload} />;
  const { event, signups } = state.data;
  const confirmed = signups.filter((signup) => signup.status === 'confirmed');
  const waiting = signups.filter((signup) => signup.status === 'waiting');
  const taken = countPlaces(event, signups).confirmed;
  return (
    <>
      <p>
        <Link to={`/evenementen/${event.id}`}>← {event.title}</Link>
      </p>
      <PageHeader
        title={`Aanmeldingen voor ${event.title}`}
        documentTitle="Aanmeldingen"
        description={`${confirmed.length === 1 ? '1 aanmelding' : `${confirmed.length} aanmeldingen`}${taken > confirmed.length ? ` (${taken} plaatsen met introducés)` : ''}${waiting.length > 0 ? `, ${waiting.length} op de wachtlijst` : ''}`}
      />
      {canManage(event, committees) ? (
        <OrganiserView event={event} signups={signups} onChange={reload} />
      ) : (
        <>
          <Card title="Aangemeld">
            {confirmed.length === 0 ? (
              <EmptyState>Nog niemand aangemeld.</EmptyState>
            ) : (
              <ol data-testid="signup-list">
                {confirmed.map((signup) => (
                  <li key={signup.id}>
                    <SignedUp signup={signup} />
                  </li>
                ))}
              </ol>
            )}
          </Card>
          {waiting.length > 0 && (
            <Card title="Wachtlijst">
              <ol data-testid="waiting-list">
                {waiting.map((signup) => (
                  <li key={signup.id}>
                    <SignedUp signup={signup} />
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </>
      )}
    </>
  );
}
