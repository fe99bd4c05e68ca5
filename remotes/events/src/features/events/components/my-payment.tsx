import { describeError } from '@tjas/auth';
import { useAsync } from '@tjas/ui';
import { type EventRecord, type SignupRecord } from '../api/events-api.ts';
import { listPayments } from '../api/event-page-api.ts';
import { amountOwed } from '../lib/payment.ts';
import styles from './event-detail.module.css';

/** For a member with a place on a paid event: whether the organisers have their payment yet. */
export function MyPayment({ event, signup }: { event: EventRecord; signup: SignupRecord }) {
  // The member reads only their own mark (signup_payments' rules), so this is at most one record.
  const [state] = useAsync(() => listPayments(event.id), `${event.id}#${signup.id}`);
  if (state.status === 'loading') return <p className={styles.payment}>Betaling wordt opgezocht…</p>;
  if (state.status === 'failed') return <p className={styles.payment}>{describeError(state.error)}</p>;
  const paid = state.data.some((payment) => payment.signup === signup.id);
  // The amount the page's "Te betalen" and the mail name: the member pays for their guests too.
  const amount = amountOwed(event, signup);
  return (
    <p className={styles.payment} data-testid="my-payment">
      {paid
        ? `Je betaling van ${amount} is ontvangen.`
        : `De organisatie heeft je betaling van ${amount} nog niet ontvangen.`}
    </p>
  );
}
