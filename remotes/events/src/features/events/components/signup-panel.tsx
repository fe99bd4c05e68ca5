import { Button, ConfirmDialog, FormError, showToast } from '@tjas/ui';
import { useState } from 'react';
import { signOut, signUp, type Answers, type EventRecord, type SignupRecord } from '../api/events-api.ts';
import { missingAnswer } from '../lib/check-answers.ts';
import { partyAmountText } from '../lib/payment.ts';
import { serverMessage } from '../lib/server-message.ts';
import {
  canSignOut,
  countPlaces,
  goesOnWaitingList,
  placesOf,
  SIGNOUT_CLOSED,
  signupWindow,
  waitingPosition,
} from '../lib/signup-state.ts';
import styles from './event-detail.module.css';
import { GuestFields, guestProblem, MyGuests } from './guest-fields.tsx';
import { MyAnswers } from './my-answers.tsx';
import { SignupQuestions } from './signup-questions.tsx';

interface Props {
  event: EventRecord;
  signups: readonly SignupRecord[];
  userId: string;
  onChange: () => void;
}

/** The member's own sign-up: status, place on the waiting list, and the buttons to change it. */
export function SignupPanel({ event, signups, userId, onChange }: Props) {
  const [answers, setAnswers] = useState<Answers>({});
  const [guests, setGuests] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mine = signups.find((signup) => signup.user === userId);
  const signupState = signupWindow(event);
  const places = countPlaces(event, signups);
  const questions = event.questions ?? [];

  async function run<T>(action: () => Promise<T>, done: (result: T) => string) {
    setBusy(true);
    setError(undefined);
    try {
      showToast(done(await action()));
      onChange();
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (mine) {
    const position = waitingPosition(signups, mine);
    const mayLeave = canSignOut(event, mine);
    return (
      <div className={styles.signup}>
        {position === null ? (
          <p data-testid="signup-state" className={styles.state}>
            {mine.promoted ? 'Je bent van de wachtlijst gehaald: je hebt een plek!' : 'Je bent aangemeld.'}
          </p>
        ) : (
          <p data-testid="signup-state" className={styles.state}>
            Je staat op de wachtlijst, plek {position}. Komt er een plek vrij, dan krijg jij hem automatisch.
          </p>
        )}
        {placesOf(mine) > 1 && <MyGuests event={event} signup={mine} />}
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!mayLeave} busy={busy}>
          {position === null ? 'Afmelden' : 'Van de wachtlijst af'}
        </Button>
        {!mayLeave && <p className={styles.reason}>{SIGNOUT_CLOSED}</p>}
        <FormError message={error} />
        <MyAnswers event={event} signup={mine} />
        <ConfirmDialog
          open={confirming}
          title={position === null ? 'Afmelden?' : 'Van de wachtlijst af?'}
          confirmLabel={position === null ? 'Ja, afmelden' : 'Ja, van de wachtlijst af'}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run(
              () => signOut(mine.id),
              () => (position === null ? 'Je bent afgemeld.' : 'Je staat niet meer op de wachtlijst.'),
            );
          }}
        >
          <p>
            {position === null && places.waiting > 0
              ? 'Je plek gaat naar wie er het eerst op de wachtlijst staat en erin past. Je kunt je daarna alleen opnieuw aanmelden als er plek is.'
              : 'Je kunt je later opnieuw aanmelden zolang de inschrijving open is.'}
          </p>
        </ConfirmDialog>
      </div>
    );
  }

  const maxGuests = event.max_guests ?? 0;
  const full = goesOnWaitingList(places, 1 + guests.length);
  return (
    <form
      className={styles.signup}
      noValidate
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        setSubmitted(true);
        const missing = guestProblem(guests) || missingAnswer(questions, answers);
        if (missing) return setError(missing);
        // The server decides: a place, or the waiting list.
        void run(
          () =>
            signUp(
              event.id,
              userId,
              answers,
              guests.map((name) => name.trim()),
            ),
          (signup) => (signup.status === 'waiting' ? 'Je staat op de wachtlijst.' : 'Je bent aangemeld.'),
        );
      }}
    >
      {signupState.canSignUp && questions.length > 0 && (
        <SignupQuestions questions={questions} answers={answers} onChange={setAnswers} />
      )}
      {signupState.canSignUp && maxGuests > 0 && (
        <GuestFields max={maxGuests} names={guests} onChange={setGuests} showErrors={submitted} />
      )}
      {signupState.canSignUp && event.price > 0 && (
        // The amount the page and the mail will name once signed up, growing with each guest.
        <p data-testid="amount-to-pay">Te betalen: {partyAmountText(event, 1 + guests.length)}.</p>
      )}
      {full && signupState.canSignUp && (
        <p>
          {places.free === 0
            ? 'Dit evenement is vol. Meld je aan voor de wachtlijst; bij een vrije plek schuif je automatisch door.'
            : places.waiting > 0
              ? 'Er staan al leden op de wachtlijst; wie het eerst kwam, krijgt het eerst een plaats. Meld je aan voor de wachtlijst; je schuift automatisch door.'
              : `Er ${places.free === 1 ? 'is nog 1 plaats' : `zijn nog ${places.free} plaatsen`} vrij: te weinig voor jou en je introducés. Meld je aan voor de wachtlijst; bij genoeg vrije plaatsen schuif je automatisch door.`}
        </p>
      )}
      <Button
        type="submit"
        busy={busy}
        disabled={!signupState.canSignUp}
        aria-describedby={signupState.canSignUp ? undefined : 'signup-reason'}
      >
        {full ? 'Op de wachtlijst' : 'Aanmelden'}
      </Button>
      {!signupState.canSignUp && (
        <p id="signup-reason" className={styles.reason}>
          {signupState.reason}
        </p>
      )}
      <FormError message={error} />
    </form>
  );
}
