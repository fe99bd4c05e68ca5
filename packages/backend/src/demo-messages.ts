import type PocketBase from 'pocketbase';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * A message from the organisers on the first coming event Lotte de Lid (lid@) signed up for, so
 * the event page shows one to her and its organisers. Written as superuser with what the
 * organisers' route would store (pb_hooks/event-messages.pb.js); the demo sends no mail.
 */
export async function seedEventMessages(pb: PocketBase, usersByName: ReadonlyMap<string, string>): Promise<void> {
  const lid = usersByName.get('lid');
  if (!lid) return;
  const signup = await pb
    .collection('signups')
    .getFirstListItem(pb.filter('user = {:lid} && event.start > @now', { lid }), {
      sort: 'event.start',
      expand: 'event.organiser',
      requestKey: null,
    })
    .catch(() => undefined);
  const event = signup?.expand?.['event'];
  if (!event) return;
  const committee = event.expand?.['organiser']?.['name'] as string | undefined;
  const organiser = DEMO_ACCOUNTS.find((account) => committee && account.committees.includes(committee));
  const recipients = (
    await pb.collection('signups').getList(1, 1, { filter: pb.filter('event = {:event}', { event: event.id }) })
  ).totalItems;
  await pb.collection('event_messages').create(
    {
      event: event.id,
      audience: 'all',
      body: 'Fijn dat je erbij bent! We verzamelen een kwartier voor de start bij de ingang.\n\nKun je toch niet? Meld je dan af, zodat iemand van de wachtlijst je plek krijgt.',
      author: organiser ? usersByName.get(organiser.username) : undefined,
      author_name: organiser?.name ?? 'De organisatie',
      recipients,
    },
    { requestKey: null },
  );
}
