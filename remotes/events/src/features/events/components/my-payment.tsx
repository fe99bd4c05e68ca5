import { describeError } from '@tjas/auth';
import { formatEuro, useAsync } from '@tjas/ui';
import { listPayments, type EventRecord, type SignupRecord } from '../api/events-api.ts';
import { placesOf } from '../lib/signup-state.ts';
import styles from './event-detail.module.css';

/** For a member with a place on a paid event: whether the organisers have their payment yet. */
export function MyPayment({ event, signup }: { event: EventRecord; signup: SignupRecord }) {
  // The member reads only their own mark (signup_payments' rules), so this is at most one record.
  const [state] = useAsync(() => listPayments(event.id), `${event.id}#${signup.id}`);
  if (state.status === 'loading') return <p className={styles.payment}>Betaling wordt opgezocht…</p>;
  if (state.status === 'failed') return <p className={styles.payment}>{describeError(state.error)}</p>;
  const paid = state.data.some((payment) => payment.signup === signup.id);
  // The member pays for their guests too.
  const amount = formatEuro(event.price * placesOf(signup));
  return (
    <p className={styles.payment} data-testid="my-payment">
      {paid
        ? `Je betaling van ${amount} is ontvangen.`
        : `De organisatie heeft je betaling van ${amount} nog niet ontvangen.`}
    </p>
  );
}
