import { describeError } from '@tjas/auth';
import { showToast, type AsyncState } from '@tjas/ui';
import { useState } from 'react';
import { type SignupRecord } from '../api/events-api.ts';
import { setPaid } from '../api/event-page-api.ts';
import { nameOf } from './signup-names.ts';

/**
 * Who has paid, as the organiser marks it: what they just ticked shows at once, a mark the server
 * refused is taken back. Only a member with a place has something to pay (a waiting list may
 * come to nothing).
 */
export function usePaidMarks(signups: readonly SignupRecord[], payments: AsyncState<readonly { signup: string }[]>) {
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [marking, setMarking] = useState<string>();
  const marked = new Set(payments.status === 'ready' ? payments.data.map((payment) => payment.signup) : []);
  const confirmed = signups.filter((signup) => signup.status === 'confirmed');
  const paid = new Set(
    confirmed.filter((signup) => ticked.get(signup.id) ?? marked.has(signup.id)).map((signup) => signup.id),
  );

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

  return { paid, confirmed, marking, markPaid };
}
