import { FULL_LIST_BATCH, getPocketBase, type EventMessagesResponse } from '@tjas/auth';
import type { Audience } from '@tjas/schema/rules/event-messages';

/** A message from an event's organisers to its participants. */
export type EventMessage = EventMessagesResponse;

/** The messages of an event the caller may read (those sent to them, or all for its organisers), newest first. */
export function listEventMessages(eventId: string): Promise<EventMessage[]> {
  const pb = getPocketBase();
  return pb.collection('event_messages').getFullList<EventMessage>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('event = {:eventId}', { eventId }),
    sort: '-created',
  });
}

/** Sends the event's participants a message (organisers and admins; the server checks and mails it). */
export function sendEventMessage(
  eventId: string,
  message: { audience: Audience; body: string },
): Promise<EventMessage> {
  return getPocketBase().send(`/api/tjas/evenementen/${encodeURIComponent(eventId)}/berichten`, {
    method: 'POST',
    body: message,
  });
}
