import { describeError, useSession } from '@tjas/auth';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  downloadText,
  EmptyState,
  formatDateTime,
  formatEuro,
  PageHeader,
  showToast,
  Skeleton,
  useAsync,
  type Column,
} from '@tjas/ui';
import { useState } from 'react';
import { Link, useParams } from '@tjas/router';
import {
  listAnswers,
  listGuests,
  listPayments,
  setPaid,
  signOut,
  type AnswersRecord,
  type EventRecord,
  type SignupRecord,
} from '../api/events-api.ts';
import { fileSlug } from '../lib/file-slug.ts';
import { canManage, countPlaces, placesOf } from '../lib/signup-state.ts';
import { signupsCsv } from '../lib/signups-csv.ts';
import { useLiveEvent } from '../lib/use-live-event.ts';
import { EventLoadFailure } from './event-load-failure.tsx';
import styles from './event-detail.module.css';

const nameOf = (signup: SignupRecord) => signup.expand?.user?.name || signup.expand?.user?.username || 'Onbekend lid';
/** "Daan de Vries + 2 introducés" (the names are for the member and the organisers only). */
const withGuests = (signup: SignupRecord) => {
  const count = placesOf(signup) - 1;
  return count === 0 ? nameOf(signup) : `${nameOf(signup)} + ${count === 1 ? '1 introducé' : `${count} introducés`}`;
};

export function EventSignupsPage() {
  const { id = '' } = useParams();
  const committees = useSession((state) => state.committees);
  const [state, reload] = useLiveEvent(id);
  if (state.status === 'loading') return <Skeleton label="Aanmeldingen worden geladen…" />;
  if (state.status === 'failed') return <EventLoadFailure error={state.error} onRetry={reload} />;
  const [event, signups] = state.data;
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
                  <li key={signup.id}>{withGuests(signup)}</li>
                ))}
              </ol>
            )}
          </Card>
          {waiting.length > 0 && (
            <Card title="Wachtlijst">
              <ol data-testid="waiting-list">
                {waiting.map((signup) => (
                  <li key={signup.id}>{withGuests(signup)}</li>
                ))}
              </ol>
            </Card>
          )}
        </>
      )}
    </>
  );
}

/** Organisers and admins see every sign-up with its answers, export them, and can sign members out. */
function OrganiserView({
  event,
  signups,
  onChange,
}: {
  event: EventRecord;
  signups: SignupRecord[];
  onChange: () => void;
}) {
  const signupKey = signups.map((signup) => `${signup.id}:${signup.status}`).join(',');
  const [answers] = useAsync(() => listAnswers(event.id), `${event.id}#${signupKey}`);
  const [guests] = useAsync(() => listGuests(event.id), `guests:${event.id}#${signupKey}`);
  const paidEvent = event.price > 0;
  const [payments] = useAsync(
    () => (paidEvent ? listPayments(event.id) : Promise.resolve([])),
    `${event.id}#${signupKey}#${paidEvent}`,
  );
  // What the organiser just ticked shows at once; a mark the server refused is taken back.
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const marked = new Set(payments.status === 'ready' ? payments.data.map((payment) => payment.signup) : []);
  // Only a member with a place has something to pay (a waiting list may come to nothing).
  const confirmedSignups = signups.filter((signup) => signup.status === 'confirmed');
  const paid = new Set(
    confirmedSignups.filter((signup) => ticked.get(signup.id) ?? marked.has(signup.id)).map((signup) => signup.id),
  );
  const [marking, setMarking] = useState<string>();
  const [removing, setRemoving] = useState<SignupRecord>();
  const markPaid = async (signup: SignupRecord, value: boolean) => {
    const tick = (next: boolean | undefined) =>
      setTicked((current) => {
        const copy = new Map(current);
        if (next === undefined) copy.delete(signup.id);
        else copy.set(signup.id, next);
        return copy;
      });
    tick(value);
    setMarking(signup.id);
    try {
      await setPaid(signup.id, value);
      showToast(value ? `${nameOf(signup)} heeft betaald.` : `${nameOf(signup)} staat weer op niet betaald.`);
    } catch (error) {
      tick(undefined);
      showToast(describeError(error), 'error');
    } finally {
      setMarking(undefined);
    }
  };
  const byId = new Map(
    (answers.status === 'ready' ? answers.data : []).map((row: AnswersRecord) => [row.signup, row.answers]),
  );
  const questions = event.questions ?? [];
  const withGuestColumn = (event.max_guests ?? 0) > 0 || signups.some((signup) => placesOf(signup) > 1);
  const guestNames = new Map(
    (guests.status === 'ready' ? guests.data : []).map((row) => [row.signup, row.names ?? []]),
  );
  let waitingPosition = 0;
  const positions = new Map(signups.map((signup) => [signup.id, signup.status === 'waiting' ? ++waitingPosition : 0]));
  const columns: Column<SignupRecord>[] = [
    { key: 'naam', header: 'Naam', render: nameOf },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (s.status === 'confirmed' ? 'aangemeld' : `wachtlijst (${positions.get(s.id)})`),
    },
    { key: 'wanneer', header: 'Aangemeld op', render: (s) => formatDateTime(s.created) },
    ...(withGuestColumn
      ? [
          {
            key: 'introduces',
            header: 'Introducés',
            render: (s: SignupRecord) => (guestNames.get(s.id) ?? []).join(', '),
          },
        ]
      : []),
    ...(paidEvent
      ? [
          {
            key: 'betaald',
            header: 'Betaald',
            render: (s: SignupRecord) =>
              s.status !== 'confirmed' ? null : (
                <input
                  type="checkbox"
                  className={styles.paid}
                  aria-label={`${nameOf(s)} heeft betaald`}
                  checked={paid.has(s.id)}
                  disabled={payments.status !== 'ready' || marking === s.id}
                  onChange={(change) => void markPaid(s, change.currentTarget.checked)}
                />
              ),
          },
        ]
      : []),
    ...questions.map((question) => ({
      key: `q-${question.id}`,
      header: question.label,
      render: (s: SignupRecord) => {
        const value = byId.get(s.id)?.[question.id];
        return value === true ? 'ja' : value === false ? 'nee' : (value ?? '');
      },
    })),
    {
      key: 'acties',
      header: 'Acties',
      render: (s) => (
        <Button variant="secondary" onClick={() => setRemoving(s)} aria-label={`${nameOf(s)} afmelden`}>
          Afmelden
        </Button>
      ),
    },
  ];
  return (
    <Card>
      <p>
        <Button
          disabled={answers.status !== 'ready' || payments.status !== 'ready' || guests.status !== 'ready'}
          onClick={() =>
            answers.status === 'ready' &&
            downloadText(
              `aanmeldingen-${fileSlug(event.title)}.csv`,
              signupsCsv(signups, answers.data, questions, {
                paid: paidEvent ? paid : undefined,
                guests: withGuestColumn ? guestNames : undefined,
              }),
              'text/csv;charset=utf-8',
            )
          }
        >
          Exporteer als CSV
        </Button>
      </p>
      {paidEvent && payments.status === 'ready' && (
        <p data-testid="paid-count">
          {paid.size} van {confirmedSignups.length} aangemelde leden hebben betaald ({formatEuro(event.price)} per
          persoon{(event.max_guests ?? 0) > 0 ? '; leden betalen ook voor hun introducés' : ''}).
        </p>
      )}
      {signups.length === 0 ? (
        <EmptyState>Nog niemand aangemeld.</EmptyState>
      ) : (
        <DataTable
          caption="Alle aanmeldingen, in volgorde van aanmelden"
          columns={columns}
          rows={signups}
          rowKey={(s) => s.id}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={`${removing ? nameOf(removing) : ''} afmelden?`}
        confirmLabel="Ja, afmelden"
        danger
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          const target = removing;
          setRemoving(undefined);
          if (!target) return;
          try {
            await signOut(target.id);
            showToast(`${nameOf(target)} is afgemeld.`);
            onChange();
          } catch (error) {
            showToast(describeError(error), 'error');
          }
        }}
      >
        <p>Een vrijgekomen plek gaat automatisch naar de eerste op de wachtlijst.</p>
      </ConfirmDialog>
    </Card>
  );
}
