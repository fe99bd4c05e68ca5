import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';
import type { RecordModel } from 'pocketbase';

export interface MySignup extends RecordModel {
  status: 'confirmed' | 'waiting';
  promoted: string;
  expand?: { event?: RecordModel & { title: string; start: string } };
}

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
