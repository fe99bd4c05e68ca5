import { getPocketBase } from '@tjas/auth';
import { PAGE_SIZE } from '@tjas/ui';
import type { RecordModel } from 'pocketbase';

export interface EventRecord extends RecordModel {
  title: string;
  description: string;
  location: string;
  start: string;
  end: string;
  organiser: string;
  expand?: { organiser?: RecordModel & { name: string } };
}

export interface SignupRecord extends RecordModel {
  event: string;
  user: string;
  expand?: { user?: RecordModel & { name: string; username: string } };
}

/** Upcoming and running events, soonest first. */
export function listUpcomingEvents(page = 1) {
  return getPocketBase()
    .collection('events')
    .getList<EventRecord>(page, PAGE_SIZE, {
      filter: 'start >= @now || end >= @now',
      sort: 'start',
      expand: 'organiser',
      requestKey: 'events-upcoming',
    });
}

/** Past events, most recent first. */
export function listPastEvents(page = 1) {
  return getPocketBase()
    .collection('events')
    .getList<EventRecord>(page, PAGE_SIZE, {
      filter: 'start < @now && (end = "" || end < @now)',
      sort: '-start',
      expand: 'organiser',
      requestKey: 'events-past',
    });
}

export function getEvent(id: string) {
  return getPocketBase().collection('events').getOne<EventRecord>(id, { expand: 'organiser', requestKey: null });
}

export function listSignups(eventId: string) {
  const pb = getPocketBase();
  return pb.collection('signups').getFullList<SignupRecord>({
    filter: pb.filter('event = {:eventId}', { eventId }),
    sort: 'created',
    expand: 'user',
    requestKey: null,
  });
}

export function signUp(eventId: string, userId: string) {
  return getPocketBase().collection('signups').create<SignupRecord>({ event: eventId, user: userId }, { requestKey: null });
}

export function signOut(signupId: string) {
  return getPocketBase().collection('signups').delete(signupId, { requestKey: null });
}
