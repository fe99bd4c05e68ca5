import { useSession } from '@tjas/auth';
import {
  Button,
  Card,
  ContentMark,
  DateTime,
  DescriptionList,
  formatDateTime,
  formatEuro,
  lazyComponent,
  PageHeader,
  parseDate,
  Skeleton,
} from '@tjas/ui';
import { Link, useNavigate, useParams } from '@tjas/router';
import { useEffect } from 'react';
import { recordEventView } from '../api/event-page-api.ts';
import { placesText } from '../lib/event-status.ts';
import { amountOwedText, howToPay } from '../lib/payment.ts';
import { CANCELLED, canManage, placesOfEvent } from '../lib/signup-state.ts';
import { useLiveEvent } from '../lib/use-live-event.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { EventCover } from './event-cover.tsx';
import { EventLoadFailure } from './event-load-failure.tsx';
import styles from './event-detail.module.css';
import { EventManageActions } from './event-manage-actions.tsx';
import { MyPayment } from './my-payment.tsx';
import { SeriesOccurrences } from './series-occurrences.tsx';
import { SignupPanel } from './signup-panel.tsx';

// Its own chunk: the messages and the organisers' form load with an event's page, not with the list.
const EventMessages = lazyComponent(async () => (await import('./event-messages.tsx')).default, null);
// A training's "Ik kom" / "Kan niet" and the organisers' overview, only on a training's page.
const TrainingAvailability = lazyComponent(async () => (await import('./training-availability.tsx')).default, null);

export function EventDetailPage() {
  const { id = '' } = useParams();
  const userId = useSession((state) => state.user?.id ?? '');
  const committees = useSession((state) => state.committees);
  const [state, reload, signedUp] = useLiveEvent(id);
  const navigate = useNavigate();
  useEffect(() => recordEventView(id), [id]);

  if (state.status === 'loading') return <Skeleton label="Evenement wordt geladen…" lines={5} />;
  if (state.status === 'failed') return <EventLoadFailure error={state.error} onRetry={reload} />;
  const { event, mine, waitingPlace, signups, answered } = state.data;
  // The server's counts, which the page hears while others sign up (useLiveEvent).
  const places = placesOfEvent(event);
  const past = (parseDate(event.end || event.start)?.getTime() ?? 0) < Date.now();
  // An organiser's page has the whole list (useLiveEvent): the actions and messages act on it.
  const manager = canManage(event, committees) && signups !== null;

  return (
    <>
      <p>
        <Link to="/evenementen">← Alle evenementen</Link>
      </p>
      <PageHeader
        title={event.title}
        actions={
          manager && (
            <>
              <Button variant="secondary" onClick={() => navigate(`/evenementen/${event.id}/bewerken`)}>
                Bewerken
              </Button>
              <Button variant="secondary" onClick={() => navigate(`/evenementen/nieuw?kopie=${event.id}`)}>
                Kopiëren
              </Button>
              <EventManageActions
                event={event}
                signups={signups}
                past={past}
                onCancelled={reload}
                onDeleted={() => navigate('/evenementen')}
              />
            </>
          )
        }
      />
      <EventCover event={event} />
      {/* The bench times the page until its event is on screen. */}
      <ContentMark name="tjas:content:evenement" />
      <Card>
        {event.cancelled && (
          <p className={styles.cancelled} data-testid="event-cancelled">
            Geannuleerd
            {event.cancelled_at && (
              <>
                {' op '}
                <DateTime value={event.cancelled_at} />
              </>
            )}
            : dit evenement gaat niet door.
          </p>
        )}
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
          <dt>Prijs</dt>
          <dd>
            {event.price > 0 ? formatEuro(event.price) : 'Gratis'}
            {event.price > 0 && (event.max_guests ?? 0) > 0 && ' per persoon'}
          </dd>
          {event.price > 0 && (
            // Every paid event says how to pay; a member with a place reads what they owe, the
            // amount of their payment status and their mail.
            <>
              <dt>Betalen</dt>
              <dd className={styles.instructions}>
                {mine?.status === 'confirmed' && (
                  <span className={styles.amountDue} data-testid="amount-due">
                    Te betalen: {amountOwedText(event, mine)}.
                  </span>
                )}
                {howToPay(event)}
              </dd>
            </>
          )}
          {event.training ? (
            <>
              <dt>Soort</dt>
              <dd>Training: geef door of je komt</dd>
            </>
          ) : (
            <>
              <dt>Plaatsen</dt>
              <dd data-testid="places">{placesText(event.capacity, places.confirmed, places.waiting)}</dd>
            </>
          )}
          {!event.training && event.signup_deadline && (
            <>
              <dt>Inschrijven tot</dt>
              <dd>{formatDateTime(event.signup_deadline)}</dd>
            </>
          )}
          {event.series && <SeriesOccurrences series={event.series} currentId={event.id} />}
          {!event.training && event.signout_deadline && (
            <>
              <dt>Afmelden tot</dt>
              <dd>{formatDateTime(event.signout_deadline)}</dd>
            </>
          )}
        </DescriptionList>
        {event.description && <p className={styles.description}>{event.description}</p>}
        {event.price > 0 && mine?.status === 'confirmed' && <MyPayment event={event} signup={mine} />}
        {event.cancelled ? (
          // The reason the server gives a sign-up; a member on it needs to do nothing (they were mailed).
          <p className={styles.reason}>{CANCELLED}</p>
        ) : past ? (
          <p>Dit evenement is voorbij.</p>
        ) : event.training ? null : (
          <SignupPanel
            event={event}
            mine={mine}
            waitingPlace={waitingPlace}
            userId={userId}
            onChange={reload}
            onSignedUp={signedUp}
          />
        )}
      </Card>
      {event.training && (
        <TrainingAvailability
          eventId={event.id}
          userId={userId}
          organiser={manager}
          open={!event.cancelled && (parseDate(event.start)?.getTime() ?? 0) > Date.now()}
        />
      )}
      {/* On a training, whoever said they come reads its messages (the server's rule says who).
          A member who just signed up reads them with the page's next read, not all at once in a rush. */}
      {(manager || (mine && !answered) || event.training) && (
        <EventMessages
          eventId={event.id}
          organiser={manager}
          training={event.training}
          confirmed={signups?.filter((signup) => signup.status === 'confirmed').length ?? 0}
          waiting={signups?.filter((signup) => signup.status === 'waiting').length ?? 0}
        />
      )}
      <div className={styles.actions}>
        {!event.training && (
          <Link to={`/evenementen/${event.id}/signups`}>Bekijk wie er komen ({places.confirmed})</Link>
        )}
        {/* Nothing to put in a calendar for an event that does not go on (the feeds mark it cancelled). */}
        {!event.cancelled && <AddToCalendarButton event={event} />}
      </div>
    </>
  );
}
