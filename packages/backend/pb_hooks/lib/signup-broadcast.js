/// <reference path="../../pb_data/types.d.ts" />
// What the members with an event's page open hear while others sign up. The page used to follow
// every sign-up of the event through PocketBase's own realtime: for each sign-up PocketBase asks
// the database, once per member listening, whether that member may see it, and each page then
// loaded the event and its whole list again. With 1,000 members on the page when sign-up opens,
// a rush of 1,000 sign-ups made a million such checks and took minutes (BENCHMARKS.md, the rush
// with the page open). Now a sign-up sends the event's counts on a topic of the site's own, to
// members only, at most once a second per event: the first sign-up of each second sends what the
// counts are then. The page applies them without a request and reads the event once more when
// the messages stop (events section, use-live-event.ts), which also brings the counts of the
// sign-ups of the last second.

const { countsTopic } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/signups.cjs`);

const INTERVAL_MS = 1000;
/**
 * PocketBase hands a message to a connection and waits until that connection takes it; a member
 * whose device stops reading keeps the sending request waiting. So one sending at a time per
 * event: the others skip, and a sending that has not ended after this long is taken for stuck and
 * no longer blocks the next (each stuck one holds one request, at most one per this while).
 */
const STUCK_MS = 30_000;

/** The topic an event's page listens to for its counts, named once for server and page. */
function topicFor(eventId) {
  return countsTopic(eventId);
}

/** The store's keys of an event: when its counts last went out, and since when a sending runs. */
const keysOf = (eventId) => ({
  sent: `tjas:aanmeldingen-verstuurd:${eventId}`,
  sending: `tjas:aanmeldingen-bezig:${eventId}`,
});

/**
 * Whether the counts of `eventId` go out at `now` (ms): not when they went out less than a
 * second before, nor while an earlier sending runs (unless it is stuck, see STUCK_MS). Two
 * sign-ups at the same moment may both send; a second message is harmless.
 */
function due(store, eventId, now) {
  const keys = keysOf(eventId);
  if (now - (store.get(keys.sent) || 0) < INTERVAL_MS) return false;
  const started = store.get(keys.sending);
  if (started && now - started < STUCK_MS) return false;
  store.set(keys.sent, now);
  return true;
}

/** Whether a realtime client belongs to an active member: the counts are members-only, as the events are. */
function isMember(client) {
  const auth = client.get('auth');
  return !!auth && auth.collection().name === 'users' && !auth.getBool('inactive');
}

/** Sends `counts` ({ confirmed, waiting }) to the members listening to the event's topic. */
function sendCounts(app, eventId, counts) {
  const topic = topicFor(eventId);
  const message = new SubscriptionMessage({
    name: topic,
    data: JSON.stringify({ event: eventId, confirmed: counts.confirmed, waiting: counts.waiting }),
  });
  const clients = app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    try {
      if (client.hasSubscription(topic) && isMember(client)) client.send(message);
    } catch (error) {
      // One connection that went away while sending; the others still hear it.
    }
  }
}

/**
 * After a sign-up committed: sends the event's counts when they are due (see above). Never the
 * sign-up's failure: it is saved and answered, and the pages read the counts again themselves.
 */
function broadcastCounts(app, eventId, counts, now) {
  const store = app.store();
  if (!due(store, eventId, now)) return;
  const { sending } = keysOf(eventId);
  store.set(sending, now);
  try {
    sendCounts(app, eventId, counts);
  } catch (error) {
    app.logger().warn('Aanmeldingen niet live verstuurd', 'event', eventId, 'error', String(error));
  } finally {
    store.set(sending, 0);
  }
}

module.exports = { INTERVAL_MS, STUCK_MS, broadcastCounts, due, sendCounts, topicFor };
