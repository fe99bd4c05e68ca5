import { FULL_LIST_BATCH, getPocketBase, type SignupsResponse, type EventsResponse } from '@tjas/auth';

export type MySignup = SignupsResponse & { expand?: { event?: Pick<EventsResponse, 'id' | 'title' | 'start'> } };

/** The member's sign-ups for events that have not ended yet, soonest first. */
export function listMyUpcomingSignups(userId: string) {
  const pb = getPocketBase();
  return pb.collection('signups').getFullList<MySignup>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter('user = {:userId} && (event.start >= @now || event.end >= @now)', { userId }),
    sort: 'event.start',
    expand: 'event',
  });
}
