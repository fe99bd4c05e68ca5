/// <reference path="../../pb_data/types.d.ts" />
// Cancelling and deleting an event (#32). Who may change an event at all is the events' update
// and delete rule (from the permission table: the organising committee and admins); these are
// the rules of what such a change may be. Cancelling is for good: the members on the event are
// mailed that it does not go on, and a maintainer (superuser) alone can take it back.

const { time } = require(`${__hooks}/lib/record-fields.js`);

/**
 * Checks a change of an event's `cancelled` before it is saved and sets `cancelled_at` (the
 * server's, whatever the request says). `before` is the event as saved, read in the change's
 * transaction. Returns whether this change cancels the event.
 */
function checkCancellation(e, before) {
  const was = before.getBool('cancelled');
  const now = e.record.getBool('cancelled');
  const superuser = e.hasSuperuserAuth();
  if (was && !now && !superuser) {
    throw new ApiError(
      409,
      'Dit evenement is geannuleerd en de aangemelde leden hebben daarover een mail gehad: het gaat niet meer door. Maak een nieuw evenement aan.'
    );
  }
  const cancelling = !was && now;
  if (cancelling && !superuser) {
    const ends = time(before, 'ends');
    if (ends !== null && ends < Date.now())
      throw new ApiError(409, 'Dit evenement is al voorbij: annuleren kan niet meer.');
  }
  e.record.set('cancelled_at', cancelling ? new DateTime() : now ? before.getString('cancelled_at') : '');
  return cancelling;
}

/**
 * Mails every member with a place or on the waiting list, with the transaction's app, and leaves
 * the cancellation as a message on the event (by `author`, who cancelled it) for them to read.
 */
function mailSignedUp(txApp, event, author) {
  const mails = require(`${__hooks}/lib/signup-mails.js`);
  const messages = require(`${__hooks}/lib/event-messages.js`);
  // Every sign-up of the event is told, in sign-up order.
  const signups = messages.signupsFor(txApp, event, 'all');
  for (const signup of signups) mails.mailCancellation(txApp, event, signup);
  messages.recordCancellation(txApp, event, author, signups.length);
}

/**
 * Refuses (409, Dutch) to delete an event members are signed up for, unless it was cancelled,
 * and one whose payments are recorded (deleting it would delete who paid, which a refund needs).
 */
function checkDeletion(txApp, event) {
  const paid = txApp.countRecords('signup_payments', $dbx.hashExp({ event: event.id }));
  if (paid > 0)
    throw new ApiError(
      409,
      `Van dit evenement ${paid === 1 ? 'is 1 betaling' : `zijn ${paid} betalingen`} bijgehouden: het blijft staan, zodat je weet wie je moet terugbetalen.`
    );
  if (event.getBool('cancelled')) return;
  // Who is on it: its sign-ups, or for a training who said they come (they would hear nothing).
  const count = require(`${__hooks}/lib/event-messages.js`).signupsFor(txApp, event, 'all').length;
  if (count === 0) return;
  const ends = time(event, 'ends');
  const over = ends !== null && ends < Date.now();
  const who = event.getBool('training')
    ? `${count === 1 ? '1 lid zei' : `${count} leden zeiden`} te komen naar deze training.`
    : `${count === 1 ? 'Er is 1 lid' : `Er zijn ${count} leden`} aangemeld voor dit evenement.`;
  throw new ApiError(
    409,
    `${who} ${
      over
        ? 'Het is voorbij en blijft staan als geschiedenis van wie er was.'
        : 'Annuleer het eerst, dan krijgen zij een mail; daarna kun je het verwijderen.'
    }`
  );
}

/** A new event is never born cancelled: those fields are the server's, set by a cancellation. */
function clearCancellation(record) {
  record.set('cancelled', false);
  record.set('cancelled_at', '');
}

module.exports = { checkCancellation, checkDeletion, clearCancellation, mailSignedUp };
