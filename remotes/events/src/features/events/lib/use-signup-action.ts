import { isResponseError } from '@tjas/auth';
import { showToast } from '@tjas/ui';
import { useState } from 'react';
import type { SignupRecord } from '../api/events-api.ts';
import { serverMessage } from './server-message.ts';

/** What a member reads after signing up: the server decided between a place and the waiting list. */
export const signedUpToast = (signup: Pick<SignupRecord, 'status'>): string =>
  signup.status === 'waiting' ? 'Je staat op de wachtlijst.' : 'Je bent aangemeld.';

/** What a member reads after signing themselves out, or off the waiting list. */
export const signedOutToast = (wasWaiting: boolean): string =>
  wasWaiting ? 'Je staat niet meer op de wachtlijst.' : 'Je bent afgemeld.';

/**
 * A member's own sign-up or sign-out, on the event page and on the list's cards alike: busy while
 * the server decides, its Dutch reason when it refuses, a toast and `onChange` when it is done
 * (or `after`, given the server's answer). A 409 (signed up already, e.g. on another device;
 * closed; cancelled) says the page shows the event as it no longer is: `onChange` reads it again,
 * and the reason stays.
 */
export function useSignupAction(onChange: () => void) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run<T>(action: () => Promise<T>, done: (result: T) => string, after?: (result: T) => void) {
    setBusy(true);
    setError(undefined);
    try {
      const result = await action();
      showToast(done(result));
      if (after) after(result);
      else onChange();
    } catch (failure) {
      setError(serverMessage(failure));
      if (isResponseError(failure) && failure.status === 409) onChange();
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error, setError };
}
