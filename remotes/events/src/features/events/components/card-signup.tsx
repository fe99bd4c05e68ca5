import { useSession } from '@tjas/auth';
import { Button, FormError, parseDate } from '@tjas/ui';
import { Link } from '@tjas/router';
import { useState } from 'react';
import { signOut, signUp, type ListedEvent } from '../api/events-api.ts';
import {
  canSignOut,
  goesOnWaitingList,
  placesOfEvent,
  SIGNOUT_CLOSED,
  signupNeedsPage,
  signupWindow,
} from '../lib/signup-state.ts';
import { signedOutToast, signedUpToast, useSignupAction } from '../lib/use-signup-action.ts';
import styles from './event-card.module.css';
import { OwnSignOutDialog } from './own-sign-out-dialog.tsx';

/**
 * Signing up or off from an upcoming event's card in one tap, with the event page's rules, words
 * and dialog (the server decides as it does there). An event with questions or introducés needs
 * the page's form, so its card links there and says why.
 */
export function CardSignup({
  event,
  describedBy,
  onChange,
}: {
  event: ListedEvent;
  /** The id of the card's title: each "Aanmelden" says which event it is for. */
  describedBy: string;
  onChange: () => void;
}) {
  const userId = useSession((state) => state.user?.id ?? '');
  const { run, busy, error } = useSignupAction(onChange);
  const [confirming, setConfirming] = useState(false);
  const mine = event.mine;

  // A training is answered on its page ("Ik kom" / "Kan niet"), not signed up for.
  if (event.training) {
    if (event.cancelled || (parseDate(event.start)?.getTime() ?? 0) <= Date.now()) return null;
    return (
      <div className={styles.action}>
        <Link className={styles.pageLink} to={`/evenementen/${event.id}`} aria-describedby={describedBy}>
          Geef door of je komt
        </Link>
      </div>
    );
  }

  if (mine) {
    const waiting = mine.status === 'waiting';
    if (!canSignOut(event, mine)) return <p className={styles.reason}>{SIGNOUT_CLOSED}</p>;
    return (
      <div className={styles.action}>
        <Button variant="secondary" busy={busy} aria-describedby={describedBy} onClick={() => setConfirming(true)}>
          {waiting ? 'Van de wachtlijst af' : 'Afmelden'}
        </Button>
        <FormError message={error} />
        <OwnSignOutDialog
          open={confirming}
          waiting={waiting}
          othersWaiting={(event.signups_waiting ?? 0) > 0}
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

  // Not open (yet, any more, or cancelled): the card's status line says why.
  if (!signupWindow(event).canSignUp) return null;
  const needsPage = signupNeedsPage(event);
  if (needsPage)
    return (
      <div className={styles.action}>
        <Link className={styles.pageLink} to={`/evenementen/${event.id}`} aria-describedby={describedBy}>
          {needsPage}
        </Link>
      </div>
    );
  return (
    <div className={styles.action}>
      <Button
        busy={busy}
        aria-describedby={describedBy}
        onClick={() => void run(() => signUp(event.id, userId, {}, []), signedUpToast)}
      >
        {goesOnWaitingList(placesOfEvent(event), 1) ? 'Op de wachtlijst' : 'Aanmelden'}
      </Button>
      <FormError message={error} />
    </div>
  );
}
