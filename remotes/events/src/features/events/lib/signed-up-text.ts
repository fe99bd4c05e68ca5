import { membersText } from '@tjas/schema/count-text';
import type { SignupRecord } from '../api/events-api.ts';

/**
 * Who is on an event, for the organisers' cancel and delete dialogs: "3 leden zijn aangemeld en
 * 1 lid staat op de wachtlijst." Members, not places: each of them gets the mail. `then` tells
 * it as it was, for an event that was cancelled.
 */
export function signedUpText(signups: readonly Pick<SignupRecord, 'status'>[], tense: 'now' | 'then'): string {
  const now = tense === 'now';
  if (signups.length === 0) return now ? 'Er is nog niemand aangemeld.' : 'Er was niemand aangemeld.';
  const confirmed = signups.filter((signup) => signup.status === 'confirmed').length;
  const waiting = signups.length - confirmed;
  const parts: string[] = [];
  if (confirmed > 0) {
    const verb = now ? (confirmed === 1 ? 'is' : 'zijn') : confirmed === 1 ? 'was' : 'waren';
    parts.push(`${membersText(confirmed)} ${verb} aangemeld`);
  }
  if (waiting > 0) {
    const verb = now ? (waiting === 1 ? 'staat' : 'staan') : waiting === 1 ? 'stond' : 'stonden';
    parts.push(`${membersText(waiting)} ${verb} op de wachtlijst`);
  }
  return `${parts.join(' en ')}.`;
}
