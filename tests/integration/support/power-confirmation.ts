import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';

/** The request options that confirm `change` with `as`'s password, as the shell's dialog gets them. */
export async function confirmedBy(
  as: PocketBase,
  change: Record<string, unknown>,
  password = DEMO_PASSWORD,
): Promise<{ headers: Record<string, string> }> {
  const { confirmation } = await as.send<{ confirmation: string }>('/api/tjas/bevestigingen', {
    method: 'POST',
    body: { change, password },
  });
  return { headers: { 'X-Tjas-Bevestiging': confirmation } };
}

/** The change of a member that gets committees (`add`) or is made active again. */
export const memberChange = (member: string, add: string[], reactivate = false) => ({
  kind: 'lid',
  member,
  add,
  reactivate,
});
