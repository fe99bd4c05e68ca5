import { describeError } from '@tjas/auth';
import { availabilityErrors, REASON_MAX_LENGTH, type AvailabilityAnswer } from '@tjas/schema/rules/availability';
import { AsyncContent, Button, Card, FormError, showToast, TextAreaField, useAsync } from '@tjas/ui';
import { useState } from 'react';
import {
  answerAvailability,
  getAvailabilityOverview,
  getMyAvailability,
  type AvailabilityMember,
} from '../api/availability-api.ts';
import styles from './training-availability.module.css';

const ANSWER_TEXT: Record<AvailabilityAnswer, string> = { komt: 'Ik kom', kan_niet: 'Kan niet' };

/** The member's own answer: "Ik kom" at once, "Kan niet" with an optional reason; changeable until the start. */
function MyAnswer({ eventId, userId, open, onAnswered }: Props & { onAnswered: () => void }) {
  const [state, reload] = useAsync(() => getMyAvailability(eventId, userId), `${eventId}:${userId}`);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function send(answer: AvailabilityAnswer, why: string) {
    const problem = availabilityErrors({ answer, reason: why });
    if (problem.reason || problem.answer) return setError(problem.reason ?? problem.answer);
    setBusy(true);
    setError(undefined);
    try {
      await answerAvailability(eventId, { answer, reason: why });
      setAsking(false);
      showToast(answer === 'komt' ? 'Doorgegeven: je komt.' : 'Doorgegeven: je kunt niet.');
      reload();
      onAnswered();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AsyncContent
      state={state}
      reload={reload}
      loadingLabel="Je antwoord wordt geladen…"
      loadingLines={1}
      describe={describeError}
    >
      {(mine) => (
        <div className={styles.mine}>
          <p data-testid="my-availability">
            {mine
              ? `Je hebt doorgegeven: ${ANSWER_TEXT[mine.answer]}${mine.reason ? ` (${mine.reason})` : ''}.`
              : open
                ? 'Geef het door, dan weet de organisatie op wie ze kan rekenen.'
                : 'Je hebt niets doorgegeven.'}
          </p>
          {open && !asking && (
            <div className={styles.buttons}>
              {/* The answer given is the pressed one, for the eye and for a screen reader. */}
              <Button
                busy={busy}
                variant={mine?.answer === 'kan_niet' ? 'secondary' : 'primary'}
                aria-pressed={mine?.answer === 'komt'}
                onClick={() => void send('komt', '')}
              >
                Ik kom
              </Button>
              <Button
                variant={mine?.answer === 'kan_niet' ? 'primary' : 'secondary'}
                aria-pressed={mine?.answer === 'kan_niet'}
                onClick={() => {
                  setReason(mine?.reason ?? '');
                  setAsking(true);
                }}
              >
                Kan niet
              </Button>
            </div>
          )}
          {open && asking && (
            <form
              onSubmit={(change) => {
                change.preventDefault();
                void send('kan_niet', reason);
              }}
              noValidate
            >
              <TextAreaField
                label="Reden (niet verplicht)"
                hint="Alleen de organisatie ziet dit."
                value={reason}
                onChange={(change) => setReason(change.target.value)}
                rows={2}
                maxLength={REASON_MAX_LENGTH}
                error={error}
              />
              <div className={styles.buttons}>
                <Button type="submit" busy={busy} busyLabel="Bezig…">
                  Doorgeven dat ik niet kan
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  Terug
                </Button>
              </div>
            </form>
          )}
          {!asking && <FormError message={error} />}
        </div>
      )}
    </AsyncContent>
  );
}

function Group({ title, members, testId }: { title: string; members: AvailabilityMember[]; testId: string }) {
  return (
    <section className={styles.group} data-testid={testId} aria-label={title}>
      <h3 className={styles.groupTitle}>
        {title} ({members.length})
      </h3>
      {members.length === 0 ? (
        <p className={styles.none}>Niemand.</p>
      ) : (
        <ul className={styles.names}>
          {members.map((member) => (
            <li key={member.id}>
              {member.name}
              {member.reason && <span className={styles.reason}>: {member.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The organisers' view: who comes, who cannot (with why), and who has not answered yet. */
function Overview({ eventId, version }: { eventId: string; version: number }) {
  const [state, reload] = useAsync(() => getAvailabilityOverview(eventId), `${eventId}:${version}`);
  return (
    <AsyncContent
      state={state}
      reload={reload}
      loadingLabel="Antwoorden worden geladen…"
      loadingLines={3}
      describe={describeError}
    >
      {(groups) => (
        <>
          <p className={styles.none}>Alle actieve leden kunnen antwoorden, tot de training begint.</p>
          <div className={styles.groups}>
            <Group title="Komt" members={groups.komt} testId="availability-komt" />
            <Group title="Kan niet" members={groups.kan_niet} testId="availability-kan-niet" />
            <Group title="Nog niet gereageerd" members={groups.geen_reactie} testId="availability-geen-reactie" />
          </div>
        </>
      )}
    </AsyncContent>
  );
}

interface Props {
  eventId: string;
  userId: string;
  /** Whether answers are still taken: the training has not begun and is not cancelled. */
  open: boolean;
}

/**
 * A training's "Ik kom" / "Kan niet" (as Spond's), in place of signing up, and for its organisers
 * who comes, who cannot and who has not answered. Loaded with the event page only (its own chunk).
 */
export default function TrainingAvailability({ eventId, userId, open, organiser }: Props & { organiser: boolean }) {
  const [version, setVersion] = useState(0);
  return (
    <>
      <Card title="Kom je?">
        <MyAnswer
          eventId={eventId}
          userId={userId}
          open={open}
          onAnswered={() => setVersion((current) => current + 1)}
        />
      </Card>
      {organiser && (
        <Card title="Wie komen er?">
          <Overview eventId={eventId} version={version} />
        </Card>
      )}
    </>
  );
}
