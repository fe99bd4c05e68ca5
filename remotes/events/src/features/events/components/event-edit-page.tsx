import { useSession } from '@tjas/auth';
import { NoAccess, PageHeader, showToast, Skeleton, useAsync } from '@tjas/ui';
import { Link, useLocation, useNavigate, useParams } from '@tjas/router';
import { getEvent } from '../api/event-page-api.ts';
import { canManage } from '../lib/signup-state.ts';
import { EventForm } from './event-form.tsx';
import { EventLoadFailure } from './event-load-failure.tsx';

/**
 * Editing an event, at its own address (/evenementen/{id}/bewerken), for its organisers and
 * admins. The event is read once, not live: the form's starting point (and what its draft is
 * compared with) does not move while someone signs up.
 */
export function EventEditPage() {
  const { id = '' } = useParams();
  const committees = useSession((state) => state.committees);
  const [state, reload] = useAsync(() => getEvent(id), id);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const back = `/evenementen/${id}`;

  if (state.status === 'loading') return <Skeleton label="Evenement wordt geladen…" lines={5} />;
  if (state.status === 'failed') return <EventLoadFailure error={state.error} onRetry={reload} />;
  const event = state.data;
  if (!canManage(event, committees))
    return (
      <NoAccess home={<Link to={back}>Naar het evenement</Link>}>
        Dit evenement wijzigt de commissie die het organiseert.
      </NoAccess>
    );
  return (
    <>
      <p>
        <Link to={back}>← Terug naar het evenement</Link>
      </p>
      <PageHeader title={event.title} />
      <EventForm
        event={event}
        address={pathname}
        onCancel={() => navigate(back)}
        onSaved={() => {
          showToast('Het evenement is opgeslagen.');
          navigate(back);
        }}
      />
    </>
  );
}
