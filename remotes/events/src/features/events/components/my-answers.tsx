import { describeError } from '@tjas/auth';
import {
  Button,
  DescriptionList,
  ErrorState,
  FormError,
  showToast,
  Skeleton,
  useAsync,
  useErrorsAtFields,
  useFormSubmission,
} from '@tjas/ui';
import { Fragment, useState } from 'react';
import { type Answers, type EventRecord, type SignupRecord } from '../api/events-api.ts';
import { getMyAnswers, saveMyAnswers } from '../api/event-page-api.ts';
import { answerErrorsOf } from '../lib/check-answers.ts';
import { serverMessage } from '../lib/server-message.ts';
import { signupWindow } from '../lib/signup-state.ts';
import styles from './event-detail.module.css';
import { SignupQuestions } from './signup-questions.tsx';

const shown = (value: string | boolean | undefined) =>
  value === true ? 'Ja' : value === false ? 'Nee' : value?.trim() || '—';

/** A signed-up member's own answers to the event's questions, which they may change while sign-up is open. */
export function MyAnswers({ event, signup }: { event: EventRecord; signup: SignupRecord }) {
  const questions = event.questions ?? [];
  const [state, reload] = useAsync(() => getMyAnswers(signup.id), signup.id);
  const [editing, setEditing] = useState<Answers | null>(null);
  // Each question's problem at the question, all at once (the server names only the first).
  const checked = useErrorsAtFields(() => (editing ? answerErrorsOf(questions, editing) : {}));
  const { formError, busy, submit } = useFormSubmission<{ answers?: string }>({
    validate: () => (checked.check() ? {} : { answers: 'Kijk bij de gemarkeerde vragen.' }),
    save: async () => {
      if (!editing) return;
      await saveMyAnswers(signup.id, editing);
      showToast('Je antwoorden zijn opgeslagen.');
      setEditing(null);
      reload();
    },
    fields: ['answers'],
    serverErrors: () => ({}),
    describe: serverMessage,
    invalidMessage: null,
  });
  if (questions.length === 0) return null;
  const open = signupWindow(event).canSignUp;

  return (
    <section className={styles.answers} aria-labelledby="mijn-antwoorden">
      <h2 id="mijn-antwoorden">Je antwoorden</h2>
      {state.status === 'loading' && <Skeleton label="Je antwoorden worden geladen…" lines={questions.length} />}
      {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
      {state.status === 'ready' && editing === null && (
        <>
          <DescriptionList>
            {questions.map((question) => (
              <Fragment key={question.id}>
                <dt>{question.label}</dt>
                <dd>{shown(state.data[question.id])}</dd>
              </Fragment>
            ))}
          </DescriptionList>
          {open ? (
            <Button variant="secondary" onClick={() => setEditing(state.data)}>
              Antwoorden wijzigen
            </Button>
          ) : (
            <p className={styles.reason}>Wijzigen kan niet meer: de inschrijving is gesloten.</p>
          )}
        </>
      )}
      {editing !== null && (
        <form ref={checked.form} noValidate aria-label="Je antwoorden wijzigen" onSubmit={submit}>
          <SignupQuestions questions={questions} answers={editing} onChange={setEditing} errors={checked.errors} />
          <FormError message={formError} />
          <div className={styles.answerActions}>
            <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
              Antwoorden opslaan
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Annuleren
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
