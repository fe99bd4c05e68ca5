import { useAsync } from '@tjas/ui';
import { type EventRecord, type SignupRecord } from '../api/events-api.ts';
import { listAnswers, listGuests, listPayments } from '../api/event-page-api.ts';

/**
 * What organisers see beside the sign-ups: the answers, the guests' names and, for a paid event,
 * the payments; loaded again whenever a sign-up comes, goes or changes status.
 */
export function useSignupDetails(event: EventRecord, signups: readonly SignupRecord[]) {
  const signupKey = signups.map((signup) => `${signup.id}:${signup.status}`).join(',');
  const paidEvent = event.price > 0;
  const [answers] = useAsync(() => listAnswers(event.id), `${event.id}#${signupKey}`);
  const [guests] = useAsync(() => listGuests(event.id), `guests:${event.id}#${signupKey}`);
  const [payments] = useAsync(
    () => (paidEvent ? listPayments(event.id) : Promise.resolve([])),
    `${event.id}#${signupKey}#${paidEvent}`,
  );
  return { answers, guests, payments };
}
