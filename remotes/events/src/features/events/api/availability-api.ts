import { getPocketBase, type AvailabilityResponse } from '@tjas/auth';
import type { AvailabilityAnswer } from '@tjas/schema/rules/availability';

export type AvailabilityRecord = AvailabilityResponse;

/** A member in the organisers' overview; `reason` for who cannot come. */
export interface AvailabilityMember {
  id: string;
  name: string;
  reason?: string;
}

/** Who comes to a training, who cannot and which active members have not answered yet. */
export interface AvailabilityOverview {
  komt: AvailabilityMember[];
  kan_niet: AvailabilityMember[];
  geen_reactie: AvailabilityMember[];
}

const path = (eventId: string) => `/api/tjas/evenementen/${encodeURIComponent(eventId)}/beschikbaarheid`;

/** The member's own answer for a training, or null before they gave one. */
export async function getMyAvailability(eventId: string, userId: string): Promise<AvailabilityRecord | null> {
  const pb = getPocketBase();
  const list = await pb.collection('availability').getList<AvailabilityRecord>(1, 1, {
    filter: pb.filter('event = {:eventId} && user = {:userId}', { eventId, userId }),
  });
  return list.items[0] ?? null;
}

/** Saves the member's answer over their earlier one (the server checks it and the time). */
export function answerAvailability(
  eventId: string,
  answer: { answer: AvailabilityAnswer; reason: string },
): Promise<AvailabilityRecord> {
  return getPocketBase().send(path(eventId), { method: 'PUT', body: answer });
}

/** The organisers' overview of a training. */
export function getAvailabilityOverview(eventId: string): Promise<AvailabilityOverview> {
  return getPocketBase().send(path(eventId), { method: 'GET' });
}
