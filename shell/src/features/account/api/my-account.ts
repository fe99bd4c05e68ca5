import { getPocketBase } from '@tjas/auth';

export function uploadAvatar(userId: string, file: File | null) {
  const form = new FormData();
  form.set('avatar', file ?? '');
  return getPocketBase().collection('users').update(userId, form);
}

/** Sends the confirmation mail to the new address; the address changes only after confirming. */
export function requestEmailChange(newEmail: string) {
  return getPocketBase().collection('users').requestEmailChange(newEmail);
}

/**
 * Confirms the change. The server ends every session of the member; the caller logs in again
 * with the new address. Sent directly because the SDK's helper clears the session first, which
 * would send the member to the login page in between.
 */
export async function confirmEmailChange(token: string, password: string): Promise<void> {
  await getPocketBase().send('/api/collections/users/confirm-email-change', {
    method: 'POST',
    body: { token, password },
  });
}

/** Everything the server stores about the member (pb_hooks/account-export.pb.js), as JSON text. */
export async function exportMyData(): Promise<string> {
  const pb = getPocketBase();
  const data = await pb.send<unknown>('/api/tjas/mijn-gegevens', { method: 'GET' });
  return JSON.stringify(data, null, 2);
}

/** The kinds of mail about what happens to a member; each can be turned off (users.mail_off). */
export const MAIL_KINDS = [
  { value: 'aanmelding', label: 'ik me aanmeld voor een evenement (met hoe ik betaal)' },
  { value: 'wachtlijst', label: 'ik een plek krijg van de wachtlijst' },
  { value: 'inzending', label: 'mijn inzending een nieuwe status of een antwoord krijgt' },
  { value: 'bestelling', label: 'de Kledingcommissie mijn bestelling bijwerkt' },
  { value: 'bericht', label: 'de organisatie van een evenement waarvoor ik me aanmeldde me een bericht stuurt' },
] as const;

export type MailKind = (typeof MAIL_KINDS)[number]['value'];

/** The kinds of mail the member turned off (their own, through the server's route: hidden from other members). */
export async function loadMailOff(): Promise<MailKind[]> {
  return (await getPocketBase().send<{ off: MailKind[] }>('/api/tjas/mijn-mailvoorkeuren', { method: 'GET' })).off;
}

export function saveMailOff(off: readonly MailKind[]) {
  return getPocketBase().send<{ off: MailKind[] }>('/api/tjas/mijn-mailvoorkeuren', { method: 'PUT', body: { off } });
}
