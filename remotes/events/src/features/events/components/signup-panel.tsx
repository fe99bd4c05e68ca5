import { Button, FormError, useErrorsAtFields } from '@tjas/ui';
import { useState } from 'react';
import {
  signOut,
  signUp,
  type Answers,
  type EventRecord,
  type SignupAnswer,
  type SignupRecord,
} from '../api/events-api.ts';
import { answerErrorsOf } from '../lib/check-answers.ts';
import { partyAmountText } from '../lib/payment.ts';
import {
  canSignOut,
  goesOnWaitingList,
  placesOf,
  placesOfEvent,
  SIGNOUT_CLOSED,
  signupWindow,
} from '../lib/signup-state.ts';
import { signedOutToast, signedUpToast, useSignupAction } from '../lib/use-signup-action.ts';
import styles from './event-detail.module.css';
import { GuestFields, guestProblem, MyGuests } from './guest-fields.tsx';
import { MyAnswers } from './my-answers.tsx';
import { OwnSignOutDialog } from './own-sign-out-dialog.tsx';
import { SignupQuestions } from './signup-questions.tsx';

interface Props {
  event: EventRecord;
  /** The member's own sign-up, or null. */
  mine: SignupRecord | null;
  /** The member's place on the waiting list (1-based), null with a place. */
  waitingPlace: number | null;
  userId: string;
  /** After a sign-out: the page reads again. */
  onChange: () => void;
  /** After the member's sign-up: the server's answer says their place and the counts. */
  onSignedUp: (answer: SignupAnswer) => void;
}

/** The member's own sign-up: status, place on the waiting list, and the buttons to change it. */
export function SignupPanel({ event, mine, waitingPlace, userId, onChange, onSignedUp }: Props) {
  const [answers, setAnswers] = useState<Answers>({});
  const [guests, setGuests] = useState<string[]>([]);
  const { run, busy, error, setError } = useSignupAction(onChange);
  const [confirming, setConfirming] = useState(false);
  const signupState = signupWindow(event);
  // The server's counts, also while others sign up (useLiveEvent): the button says what a sign-up gets now.
  const places = placesOfEvent(event);
  const questions = event.questions ?? [];
  // After a submit: every question's and guest's problem at its field at once, the focus on the
  // first (not one message at a time below the button). '_guests' is no question id ([a-z0-9-]).
  const checked = useErrorsAtFields(() => ({
    ...answerErrorsOf(questions, answers),
    _guests: guestProblem(guests) || undefined,
  }));

  if (mine) {
    const waiting = mine.status === 'waiting';
    const mayLeave = canSignOut(event, mine);
    return (
      <div className={styles.signup}>
        {!waiting ? (
          <p data-testid="signup-state" className={styles.state}>
            {mine.promoted ? 'Je bent van de wachtlijst gehaald: je hebt een plek!' : 'Je bent aangemeld.'}
          </p>
        ) : (
          <p data-testid="signup-state" className={styles.state}>
            Je staat op de wachtlijst{waitingPlace !== null && `, plek ${waitingPlace}`}. Komt er een plek vrij, dan
            krijg jij hem automatisch.
          </p>
        )}
        {placesOf(mine) > 1 && <MyGuests event={event} signup={mine} />}
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!mayLeave} busy={busy}>
          {waiting ? 'Van de wachtlijst af' : 'Afmelden'}
        </Button>
        {!mayLeave && <p className={styles.reason}>{SIGNOUT_CLOSED}</p>}
        <FormError message={error} />
        {/* Mounted only where there is something to answer: it reads the answers from the server. */}
        {questions.length > 0 && <MyAnswers event={event} signup={mine} />}
        <OwnSignOutDialog
          open={confirming}
          waiting={waiting}
          othersWaiting={places.waiting > 0}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run(
              () => signOut(mine.id),
              () => signedOutToast(waiting),
            );
          }}
        />
      </div>
    );
  }

  const maxGuests = event.max_guests ?? 0;
  const full = goesOnWaitingList(places, 1 + guests.length);
  return (
    <form
      ref={checked.form}
      className={styles.signup}
      noValidate
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        setError(undefined);
        if (!checked.check()) return;
        // The server decides: a place, or the waiting list.
        void run(
          () =>
            signUp(
              event.id,
              userId,
              answers,
              guests.map((name) => name.trim()),
            ),
          signedUpToast,
          onSignedUp,
        );
      }}
    >
      {signupState.canSignUp && questions.length > 0 && (
        <SignupQuestions questions={questions} answers={answers} onChange={setAnswers} errors={checked.errors} />
      )}
      {signupState.canSignUp && maxGuests > 0 && (
        <GuestFields max={maxGuests} names={guests} onChange={setGuests} showErrors={checked.shown} />
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
