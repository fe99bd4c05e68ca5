/// <reference path="../../pb_data/types.d.ts" />
// Push notifications to members (#34). As the mails (lib/member-mails.js), a push is written to
// `push_outbox` by the code that makes the change, with the app of its transaction, so the change
// and its push are saved together or not at all; one row per subscription of the member (a member
// with a phone and a laptop gets it on both, and a device that fails is retried on its own). The
// encryption and sending need ECDH and AES-GCM, which this engine lacks: a Node process beside
// PocketBase (packages/backend/src/push/push-sender.ts) claims the due rows through
// POST /api/tjas/push/te-versturen (claimDue, below) and sends them with web-push.

const RULES = `${__hooks}/../node_modules/@tjas/schema/src/rules/push.cjs`;

/** How long a sender holds the pushes it claimed before another may take them. */
const LEASE_SECONDS = 60;
/** Sent pushes stay this long (the dashboard shows what went out), then go; given-up ones longer. */
const KEEP_SENT_DAYS = 7;
const KEEP_FAILED_DAYS = 30;
/** A member's devices: a new subscription beyond this replaces their oldest. */
const MAX_SUBSCRIPTIONS = 20;
/** Reminders go this long before an event's start and before its sign-up deadline. */
const REMIND_HOURS = 24;
/** Titles and bodies as a phone shows them: short (and well within a push's 4 KB). */
const TITLE_MAX = 80;
const BODY_MAX = 240;

const stamp = (milliseconds) => new Date(milliseconds).toISOString().replace('T', ' ');
const cut = (text, max) => {
  const value = String(text).replace(/\s+/g, ' ').trim();
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
};

/**
 * Writes a push of `kind` to each subscription of the member `userId`, unless they turned the
 * kind off. `message` is what the service worker shows: `{ title, body, url, tag }` (url a path
 * of the site). Call it with the app of the transaction that makes the change. Returns how many
 * pushes were written.
 */
function enqueue(app, userId, kind, message) {
  if (require(RULES).PUSH_KIND_VALUES.indexOf(kind) < 0) throw new Error(`Onbekende soort push: ${kind}`);
  const subscriptions = app.findRecordsByFilter('push_subscriptions', 'user = {:user}', '', 0, 0, { user: userId });
  if (subscriptions.length === 0) return 0;
  let member;
  try {
    member = app.findRecordById('users', userId);
  } catch (error) {
    return 0;
  }
  // A deactivated member's devices go with the deactivation (removeDevices); this covers a change
  // saved in the same transaction before it.
  if (member.getBool('inactive') || member.getStringSlice('push_off').indexOf(kind) >= 0) return 0;
  const outbox = app.findCollectionByNameOrId('push_outbox');
  const payload = {
    title: cut(message.title, TITLE_MAX),
    body: cut(message.body, BODY_MAX),
    url: message.url,
    tag: message.tag,
  };
  for (const subscription of subscriptions) {
    const push = new Record(outbox);
    push.set('subscription', subscription.id);
    push.set('kind', kind);
    push.set('payload', payload);
    push.set('attempts', 0);
    app.save(push);
  }
  return subscriptions.length;
}

// What each change tells, in the words of its push. `describe` is the mails' "titel (za 7 feb
// 2026, 19:30 in Thialf)"; the tag makes a newer push about the same thing replace the older.

function when(event) {
  const mails = require(`${__hooks}/lib/member-mails.js`);
  const where = event.getString('location') ? `, ${event.getString('location')}` : '';
  return `${mails.formatDateTime(event.getString('start'))}${where}`;
}

const eventUrl = (event) => `/evenementen/${event.id}`;

/** A member moved up from the waiting list (in the transaction that gave the place). */
function promotion(txApp, event, signup) {
  return enqueue(txApp, signup.getString('user'), 'wachtlijst', {
    title: `Je hebt een plek: ${event.getString('title')}`,
    body: `Er kwam een plek vrij: je bent nu aangemeld (${when(event)}).`,
    url: eventUrl(event),
    tag: `wachtlijst-${event.id}`,
  });
}

/** An event a member is on (a place or waiting) is cancelled. */
function cancellation(txApp, event, signup) {
  return enqueue(txApp, signup.getString('user'), 'evenement', {
    title: `Gaat niet door: ${event.getString('title')}`,
    body: event.getBool('training')
      ? `Deze training (${when(event)}) is geannuleerd. Je hoeft niets door te geven.`
      : `Dit evenement (${when(event)}) is geannuleerd. Je hoeft je niet af te melden.`,
    url: eventUrl(event),
    tag: `evenement-${event.id}`,
  });
}

/**
 * The start or end of an event with sign-ups changed (`before`: `{ start, end }` as saved): tells
 * everyone on it, in the transaction of the change. Nothing when the times stayed or it is cancelled.
 */
function eventMoved(txApp, before, event) {
  if (event.getBool('cancelled')) return 0;
  const moved = ['start', 'end'].some((field) => before[field] !== event.getString(field));
  if (!moved) return 0;
  const signups = require(`${__hooks}/lib/event-messages.js`).signupsFor(txApp, event, 'all');
  // Its reminders were for the old time: the new one gets its own.
  txApp.db().newQuery('DELETE FROM push_reminders WHERE event = {:event}').bind({ event: event.id }).execute();
  let written = 0;
  for (const signup of signups)
    written += enqueue(txApp, signup.getString('user'), 'evenement', {
      title: `Verplaatst: ${event.getString('title')}`,
      body: `Het evenement is nu op ${when(event)}.`,
      url: eventUrl(event),
      tag: `evenement-${event.id}`,
    });
  return written;
}

/**
 * A message from the organisers (`record`, as saved: its author's name) to a member on the event.
 * Tagged per message: a second message stays beside the first on the phone instead of replacing it.
 */
function message(txApp, event, signup, record, text) {
  return enqueue(txApp, signup.getString('user'), 'bericht', {
    title: `Bericht over ${event.getString('title')}`,
    body: `${record.getString('author_name')}: ${text}`,
    url: eventUrl(event),
    tag: `bericht-${record.id}`,
  });
}

/** A member's order has a new status (`title`: "Je bestelling is betaald", `text` what it means). */
function order(txApp, orderRecord, title, text) {
  return enqueue(txApp, orderRecord.getString('member'), 'bestelling', {
    title,
    body: text,
    url: '/account',
    tag: `bestelling-${orderRecord.id}`,
  });
}

/** A member's submission has a new status or answer. */
function submission(txApp, record, title, text) {
  return enqueue(txApp, record.getString('submitter'), 'inzending', {
    title,
    body: text,
    url: '/acties',
    tag: `inzending-${record.id}`,
  });
}

/**
 * Stores a browser's subscription (PushSubscription.toJSON(), checked) for the member: the same
 * endpoint again updates it, also when another member had it (the device changed hands). A member
 * keeps at most MAX_SUBSCRIPTIONS; the oldest goes. Returns the subscription's id.
 */
function subscribe(app, userId, body) {
  let id = '';
  app.runInTransaction((txApp) => {
    let subscription;
    try {
      subscription = txApp.findFirstRecordByData('push_subscriptions', 'endpoint', body.endpoint);
    } catch (error) {
      subscription = new Record(txApp.findCollectionByNameOrId('push_subscriptions'));
      subscription.set('endpoint', body.endpoint);
    }
    // A device that changed hands: what was waiting for its former member is not the new one's.
    if (subscription.id && subscription.getString('user') !== userId)
      txApp
        .db()
        .newQuery("DELETE FROM push_outbox WHERE subscription = {:id} AND sent = ''")
        .bind({ id: subscription.id })
        .execute();
    subscription.set('user', userId);
    subscription.set('p256dh', body.keys.p256dh);
    subscription.set('auth', body.keys.auth);
    subscription.set('expires', typeof body.expirationTime === 'number' ? stamp(body.expirationTime) : '');
    txApp.save(subscription);
    const own = txApp.findRecordsByFilter('push_subscriptions', 'user = {:user}', '-updated', 0, 0, { user: userId });
    for (const old of own.slice(MAX_SUBSCRIPTIONS)) txApp.delete(old);
    id = subscription.id;
  });
  return id;
}

/** Removes the member's subscriptions that `condition` (SQL on push_subscriptions) names, with their pushes. */
function removeSubscriptions(app, condition, params) {
  app
    .db()
    .newQuery(`DELETE FROM push_outbox WHERE subscription IN (SELECT id FROM push_subscriptions WHERE ${condition})`)
    .bind(params)
    .execute();
  app.db().newQuery(`DELETE FROM push_subscriptions WHERE ${condition}`).bind(params).execute();
}

/** Removes the member's own subscription of `endpoint`, if they have it. */
function unsubscribe(app, userId, endpoint) {
  removeSubscriptions(app, 'endpoint = {:endpoint} AND user = {:user}', { endpoint, user: userId });
}

/**
 * Removes every device of a member and what waits for them: a deactivated member loses their
 * pushes as they lose their sessions (member-access.pb.js), also the organisers' messages.
 */
function removeDevices(app, userId) {
  removeSubscriptions(app, 'user = {:user}', { user: userId });
}

/**
 * Claims up to `limit` due pushes for a sender, in one transaction (transactions run one at a
 * time): their next attempt moves past the lease, so another sender does not take them before
 * this one reports. Returns what the sender needs: the subscription and the payload.
 */
const DUE = "sent = '' && failed = false && (next_attempt = '' || next_attempt <= {:now})";

function claimDue(app, limit, now) {
  const claimed = [];
  // Looked for first without the write lock a transaction holds: the sender asks five times a second.
  if (app.findRecordsByFilter('push_outbox', DUE, '', 1, 0, { now: stamp(now) }).length === 0) return claimed;
  app.runInTransaction((txApp) => {
    const due = txApp.findRecordsByFilter('push_outbox', DUE, 'created', limit, 0, { now: stamp(now) });
    for (const push of due) {
      let subscription;
      try {
        subscription = txApp.findRecordById('push_subscriptions', push.getString('subscription'));
      } catch (error) {
        txApp.delete(push);
        continue;
      }
      push.set('next_attempt', stamp(now + LEASE_SECONDS * 1000));
      txApp.save(push);
      let payload = push.get('payload');
      try {
        payload = JSON.parse(push.getString('payload'));
      } catch (error) {
        // as stored
      }
      claimed.push({
        id: push.id,
        kind: push.getString('kind'),
        attempts: push.getInt('attempts'),
        subscription: {
          id: subscription.id,
          endpoint: subscription.getString('endpoint'),
          keys: { p256dh: subscription.getString('p256dh'), auth: subscription.getString('auth') },
        },
        payload,
      });
    }
  });
  return claimed;
}

/** Removes the pushes sent more than KEEP_SENT_DAYS ago, and those given up KEEP_FAILED_DAYS ago. */
function pruneSent(app, now) {
  app
    .db()
    .newQuery(
      "DELETE FROM push_outbox WHERE (sent != '' AND sent < {:sent}) OR (failed = TRUE AND created < {:failed})"
    )
    .bind({ sent: stamp(now - KEEP_SENT_DAYS * 86400000), failed: stamp(now - KEEP_FAILED_DAYS * 86400000) })
    .execute();
}

/** Records that the member opened the event's page (for the reminder before its deadline). */
function recordView(app, userId, eventId) {
  try {
    app.findFirstRecordByFilter('event_views', 'event = {:event} && user = {:user}', { event: eventId, user: userId });
    return;
  } catch (error) {
    // not seen before
  }
  const view = new Record(app.findCollectionByNameOrId('event_views'));
  view.set('user', userId);
  view.set('event', eventId);
  try {
    app.save(view);
  } catch (error) {
    // The same member's second tab at the same moment: the view is recorded once.
  }
}

/** The pairs of member and event a reminder of `kind` is due for (SQL below), at most 500 a run. */
function dueReminders(app, kind, now) {
  const rows = arrayOf(new DynamicModel({ user: '', event: '' }));
  const window = { now: stamp(now), until: stamp(now + REMIND_HOURS * 3600000), kind };
  const notYet =
    'AND x.user IN (SELECT user FROM push_subscriptions) ' +
    'AND NOT EXISTS (SELECT 1 FROM push_reminders r WHERE r.user = x.user AND r.event = x.event AND r.kind = {:kind}) ';
  const sql =
    kind === 'herinnering'
      ? // Members with a place, or who said they come to a training, before the event's start.
        'SELECT x.user AS user, x.event AS event FROM (' +
        "SELECT user, event FROM signups WHERE status = 'confirmed' " +
        "UNION SELECT user, event FROM availability WHERE answer = 'komt') x JOIN events e ON e.id = x.event " +
        'WHERE e.cancelled = FALSE AND e.start > {:now} AND e.start <= {:until} ' +
        notYet
      : // Members who opened the event and did not sign up, before the sign-up deadline.
        'SELECT x.user AS user, x.event AS event FROM event_views x JOIN events e ON e.id = x.event ' +
        // Not for a training: members answer whether they come, there is nothing to sign up for.
        "WHERE e.cancelled = FALSE AND e.training = FALSE AND e.signup_deadline != '' AND e.signup_deadline > {:now} AND e.signup_deadline <= {:until} " +
        "AND (e.signup_opens = '' OR e.signup_opens <= {:now}) " +
        'AND NOT EXISTS (SELECT 1 FROM signups s WHERE s.event = x.event AND s.user = x.user) ' +
        notYet;
  app.db().newQuery(`${sql}LIMIT 500`).bind(window).all(rows);
  return rows.map((row) => ({ user: String(row.user), event: String(row.event) }));
}

/**
 * Writes the reminders that are due: before the start of an event a member has a place on, and
 * before the sign-up deadline of one they opened but did not sign up for; each once per member,
 * event and kind (the mark and its pushes are saved together), only for members with a device.
 * Returns how many reminders were written.
 */
function writeReminders(app, now) {
  const mails = require(`${__hooks}/lib/member-mails.js`);
  let written = 0;
  for (const kind of ['herinnering', 'deadline']) {
    for (const due of dueReminders(app, kind, now)) {
      try {
        app.runInTransaction((txApp) => {
          const mark = new Record(txApp.findCollectionByNameOrId('push_reminders'));
          mark.set('user', due.user);
          mark.set('event', due.event);
          mark.set('kind', kind);
          txApp.save(mark); // unique per member, event and kind: a second run writes nothing
          const event = txApp.findRecordById('events', due.event);
          enqueue(
            txApp,
            due.user,
            kind,
            kind === 'herinnering'
              ? {
                  title: `Binnenkort: ${event.getString('title')}`,
                  body: event.getBool('training')
                    ? `${when(event)}. Je zei dat je komt; kun je toch niet, geef het dan door.`
                    : `${when(event)}. Je hebt een plek; kun je niet, meld je dan af.`,
                  url: eventUrl(event),
                  tag: `herinnering-${event.id}`,
                }
              : {
                  title: `Aanmelden sluit bijna: ${event.getString('title')}`,
                  body: `Aanmelden kan tot ${mails.formatDateTime(event.getString('signup_deadline'))}.`,
                  url: eventUrl(event),
                  tag: `deadline-${event.id}`,
                }
          );
        });
        written++;
      } catch (error) {
        // Written by another run at the same moment (the mark is unique): nothing twice.
      }
    }
  }
  return written;
}

module.exports = {
  LEASE_SECONDS,
  cancellation,
  claimDue,
  enqueue,
  eventMoved,
  message,
  order,
  promotion,
  removeDevices,
  pruneSent,
  recordView,
  submission,
  subscribe,
  unsubscribe,
  writeReminders,
};
