import { describeError } from '@tjas/auth';
import { membersText } from '@tjas/schema/count-text';
import { AsyncContent, Card, DateTime, showToast, useAsync } from '@tjas/ui';
import { listEventMessages, type EventMessage } from '../api/event-messages-api.ts';
import styles from './event-messages.module.css';
import { MessageForm } from './message-form.tsx';

const AUDIENCE_LABELS: Record<EventMessage['audience'], string> = {
  all: 'aan iedereen',
  confirmed: 'aan wie een plek heeft',
  waiting: 'aan de wachtlijst',
};

function MessageItem({
  message,
  organiser,
  training,
}: {
  message: EventMessage;
  organiser: boolean;
  training: boolean;
}) {
  return (
    <li className={styles.message}>
      <p className={styles.meta}>
        {message.author_name}, <DateTime value={message.created} />
        {/* Organisers read every message and see who each went to; a member only those sent to them. */}
        {organiser && (
          <>
            {' '}
            ·{' '}
            {`${training ? 'aan wie zei te komen' : AUDIENCE_LABELS[message.audience]} (${membersText(message.recipients)})`}
          </>
        )}
      </p>
      <p className={styles.body}>{message.body}</p>
    </li>
  );
}

/**
 * The event's messages from its organisers, for the members they went to; the organisers write
 * a new one here too. Loaded with the event page only (its own chunk).
 */
export default function EventMessages({
  eventId,
  organiser,
  confirmed,
  waiting,
  training = false,
}: {
  eventId: string;
  organiser: boolean;
  confirmed: number;
  waiting: number;
  /** A training takes answers, not sign-ups: its messages go to who said they come (the server counts them). */
  training?: boolean;
}) {
  const [state, reload] = useAsync(() => listEventMessages(eventId), eventId);
  const messages = state.status === 'ready' ? state.data : [];
  // A member sees the card once a message went to them (or when they could not be loaded); the
  // organisers always, to write one.
  if (!organiser && state.status !== 'failed' && messages.length === 0) return null;
  return (
    <Card title="Berichten van de organisatie">
      {organiser && (training || confirmed + waiting > 0) && (
        <MessageForm
          eventId={eventId}
          confirmed={confirmed}
          waiting={waiting}
          training={training}
          onSent={(message) => {
            showToast(`Verstuurd aan ${membersText(message.recipients)}.`);
            reload();
          }}
        />
      )}
      {organiser && !training && confirmed + waiting === 0 && (
        <p className={styles.meta}>Zodra er leden zijn aangemeld, kun je ze hier een bericht sturen.</p>
      )}
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Berichten worden geladen…"
        loadingLines={2}
        describe={describeError}
      >
        {(loaded) =>
          loaded.length > 0 && (
            <ol className={styles.list} aria-label="Berichten">
              {loaded.map((message) => (
                <MessageItem key={message.id} message={message} organiser={organiser} training={training} />
              ))}
            </ol>
          )
        }
      </AsyncContent>
    </Card>
  );
}
