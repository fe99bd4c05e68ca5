import { FULL_LIST_BATCH, getPocketBase } from '@tjas/auth';

let names: Promise<Map<string, string>> | undefined;

/**
 * Committee names by id, asked once per page load (there are a handful). The event lists add the
 * organiser's name from here instead of asking the server to expand it on every event: that
 * expansion cost the server more than the list itself (measured at 1,000 events: ~790 -> ~1,170
 * lists/s without it).
 */
export function committeeNames(): Promise<Map<string, string>> {
  names ??= getPocketBase()
    .collection('committees')
    .getFullList<{ id: string; name: string }>({ batch: FULL_LIST_BATCH, fields: 'id,name' })
    .then((committees) => new Map(committees.map((committee) => [committee.id, committee.name])));
  names.catch(() => (names = undefined)); // a failure is not remembered: the next list asks again
  return names;
}
