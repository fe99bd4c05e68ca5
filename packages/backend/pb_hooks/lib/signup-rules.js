/// <reference path="../../pb_data/types.d.ts" />
// Rules of events and sign-ups, shared by the hooks (each hook require()s this file, since
// top-level code of a hook file is not visible inside its handlers). The rules the events section
// checks too (the sign-up window, an event's times, the largest party, questions, answers and
// guests, with their messages) are in @tjas/schema/src/rules/signups.cjs and signup-answers.cjs;
// this file applies them to the records.

// The same limits as the forms (@tjas/schema/signup-limits), written here by `pnpm generate:access`.
const LIMITS = JSON.parse(toString($os.readFile(`${__hooks}/generated/signup-limits.json`)));
const TEXT_ANSWER_MAX = LIMITS.textAnswer.max;
const GUEST_NAME_MIN = LIMITS.guestName.min;
const GUEST_NAME_MAX = LIMITS.guestName.max;

const { time } = require(`${__hooks}/lib/record-fields.js`);
const shared = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/signups.cjs`);
const answerRules = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/signup-answers.cjs`);

function readJson(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch (error) {
    return null;
  }
}

/**
 * Whether members may sign up now, and if not, why (in Dutch). The events section shows the same
 * rule with the same words before a member tries (remotes/events/.../signup-state.ts).
 */
function signupWindow(event, now) {
  const times = {
    start: time(event, 'start'),
    opens: time(event, 'signup_opens'),
    deadline: time(event, 'signup_deadline'),
    cancelled: event.getBool('cancelled'),
  };
  return shared.signupWindow(times, now);
}

/** Whether a member with a place may still sign out (the waiting list may always leave). */
function signoutAllowed(event, now) {
  return shared.signoutAllowed({ start: time(event, 'start'), signoutDeadline: time(event, 'signout_deadline') }, now);
}

/** The question list of an event, or a Dutch message about what is wrong with it. */
function validateQuestions(questions) {
  return answerRules.checkQuestions(questions, LIMITS);
}

/** Keeps the answers to the event's questions only, checked against each question's type. */
function validateAnswers(questions, answers) {
  return answerRules.checkAnswers(questions, answers, TEXT_ANSWER_MAX);
}

/**
 * The guests a member brings (names), at most the event's `max_guests`; `error` says in Dutch
 * what is wrong. Nothing given is no guests.
 */
function validateGuests(event, given) {
  return answerRules.checkGuests(given, event.getInt('max_guests'), GUEST_NAME_MIN, GUEST_NAME_MAX);
}

/**
 * Saves what belongs to one sign-up and is private to its member and the organisers (answers,
 * guests' names, the payment mark), with the caller's transaction app; returns the record.
 * `store(txApp, collection, record)` stores it instead of PocketBase's save: a new sign-up's
 * answers and guests go in by statement, as the sign-up does (lib/signup-insert.js).
 */
function saveForSignup(txApp, collection, signup, fields, store) {
  const stored = new Record(txApp.findCollectionByNameOrId(collection));
  stored.set('signup', signup.id);
  stored.set('event', signup.getString('event'));
  stored.set('user', signup.getString('user'));
  for (const name of Object.keys(fields)) stored.set(name, fields[name]);
  if (store) store(txApp, collection, stored);
  else txApp.save(stored);
  return stored;
}

/** Places a sign-up takes: the member and their guests (at least one, also for a record from before guests). */
const placesOf = (signup) => Math.max(signup.getInt('places'), 1);

/** Places taken on an event: its confirmed sign-ups with their guests (placesOf, in SQL). */
const PLACES_TAKEN =
  "SELECT COALESCE(SUM(MAX(places, 1)), 0) FROM signups WHERE event = {:id} AND status = 'confirmed'";

function placesTaken(txApp, eventId) {
  const result = new DynamicModel({ taken: 0 });
  txApp.db().newQuery(`SELECT (${PLACES_TAKEN}) AS taken`).bind({ id: eventId }).one(result);
  return result.taken;
}

/** Checks an event's own fields beyond what the schema checks; a Dutch message or ''. */
function validateEvent(event) {
  const timeErrors = shared.eventTimeErrors({
    start: time(event, 'start'),
    end: time(event, 'end'),
    opens: time(event, 'signup_opens'),
    deadline: time(event, 'signup_deadline'),
    signout: time(event, 'signout_deadline'),
  });
  for (const field of ['end', 'signup_deadline', 'signout_deadline']) {
    if (timeErrors[field]) return { field, message: timeErrors[field] };
  }
  const party = shared.partySizeError(event.getInt('capacity'), event.getInt('max_guests'));
  if (party) return { field: 'max_guests', message: party };
  const questions = validateQuestions(readJson(event, 'questions'));
  if (questions) return { field: 'questions', message: questions };
  return null;
}

/**
 * What is wrong with how a paid event says to pay (the form's rule, @tjas/schema/src/rules/payments.cjs):
 * it must say how, and leave the amount to the site, which works out each member's own with their
 * guests. A change checks it only when the price or the text changes, so an event saved before
 * this rule can still be cancelled or moved. Not applied to a maintainer (the dashboard, the demo
 * data); the page and the mails say "Hoe je betaalt, hoor je van de organisatie." then.
 */
function paymentProblem(event, isNew) {
  // A price that is no whole number of cents is the field's own error (PocketBase's validation,
  // after this hook), so the member reads that, not a demand for instructions.
  if (!Number.isInteger(Number(event.get('price')))) return null;
  const after = { price: event.getInt('price'), instructions: event.getString('payment_instructions') };
  const original = isNew ? null : event.original();
  const before = original
    ? { price: original.getInt('price'), instructions: original.getString('payment_instructions') }
    : null;
  const message = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/payments.cjs`).paymentChangeError(
    before,
    after
  );
  return message ? { field: 'payment_instructions', message } : null;
}

/**
 * Fills free places from the waiting list, in sign-up order. Called inside the transaction that
 * freed the place, so two sign-outs at once never promote the same member or too many.
 */
function promoteWaiting(txApp, event) {
  // Nobody moves up for an event that does not go on: a place would be mailed that is not there.
  if (event.getBool('cancelled')) return;
  const capacity = event.getInt('capacity');
  const start = time(event, 'start');
  if (start !== null && Date.now() >= start) return;
  // First come, first served: the first on the list moves up when they and their guests fit,
  // and nobody behind them goes first; a party larger than the whole event (its capacity was
  // lowered) can never fit and keeps nobody waiting.
  let taken = capacity > 0 ? placesTaken(txApp, event.id) : 0;
  let after = 0;
  for (;;) {
    // A few at a time, after the last one seen: a long list is not read whole for one place.
    const batch = txApp.findRecordsByFilter(
      'signups',
      "event = {:event} && status = 'waiting' && queue > {:after}",
      'queue',
      20,
      0,
      { event: event.id, after }
    );
    if (batch.length === 0) return;
    for (const next of batch) {
      after = next.getInt('queue');
      const size = placesOf(next);
      if (capacity > 0 && size > capacity) continue;
      if (capacity > 0 && taken + size > capacity) return;
      taken += size;
      next.set('status', 'confirmed');
      next.set('promoted', new DateTime());
      txApp.save(next);
      require(`${__hooks}/lib/signup-mails.js`).mailPromotion(txApp, event, next);
    }
  }
}

/**
 * Sets an event's sign-up counts (places taken, sign-ups on the waiting list) from its sign-ups.
 * Inside a transaction the counts are exact: transactions run one at a time.
 */
function countSignups(txApp, event) {
  event.set('signups_confirmed', placesTaken(txApp, event.id));
  event.set('signups_waiting', txApp.countRecords('signups', $dbx.hashExp({ event: event.id, status: 'waiting' })));
}

/**
 * What a new sign-up for an event needs to know, in one statement inside its transaction (so
 * exact: transactions run one at a time): the places taken, how many wait, whether anyone waiting
 * could get a place at all (a party not larger than the whole event), and the last queue number.
 */
function signupTally(txApp, eventId, capacity) {
  const tally = new DynamicModel({ taken: 0, waiting: 0, waitingFit: 0, lastQueue: 0, eventUpdated: '' });
  txApp
    .db()
    .newQuery(
      `SELECT (${PLACES_TAKEN}) AS taken, ` +
        "(SELECT COUNT(*) FROM signups WHERE event = {:id} AND status = 'waiting') AS waiting, " +
        "EXISTS (SELECT 1 FROM signups WHERE event = {:id} AND status = 'waiting' AND MAX(places, 1) <= {:capacity}) AS waitingFit, " +
        '(SELECT COALESCE(MAX(queue), 0) FROM signups WHERE event = {:id}) AS lastQueue, ' +
        "COALESCE((SELECT updated FROM events WHERE id = {:id}), '') AS eventUpdated"
    )
    .bind({ id: eventId, capacity })
    .one(tally);
  return {
    taken: tally.taken,
    waiting: tally.waiting,
    waitingFit: tally.waitingFit > 0,
    lastQueue: tally.lastQueue,
    // When the event was last saved (its counts are written without a save): a sign-up checked
    // against the event before its transaction is checked again when this differs.
    eventUpdated: tally.eventUpdated,
  };
}

/**
 * Writes an event's counts, known from the sign-up's tally and the sign-up itself, with one
 * statement inside the caller's transaction, without the event's hooks and without counting the
 * sign-ups again. A count that fails is logged, never the sign-up's failure: the next change of
 * the event's sign-ups puts it right.
 */
function writeSignupCounts(txApp, eventId, confirmed, waiting) {
  try {
    txApp
      .db()
      .newQuery('UPDATE events SET signups_confirmed = {:confirmed}, signups_waiting = {:waiting} WHERE id = {:id}')
      .bind({ id: eventId, confirmed, waiting })
      .execute();
  } catch (error) {
    txApp.logger().error('Aanmeldingen niet geteld', 'event', eventId, 'error', String(error));
  }
}

/**
 * Recounts an event after one of its sign-ups changed, whatever changed it (a member, an
 * organiser, a promotion from the waiting list, the dashboard, a deleted member), and saves it
 * when the counts moved: the events list shows them without a request per event, and the save
 * reaches every open page through realtime.
 */
function recountSignups(app, eventId) {
  if (!eventId) return;
  try {
    app.runInTransaction((txApp) => {
      let event;
      try {
        event = txApp.findRecordById('events', eventId);
      } catch (error) {
        return; // the event itself was deleted (its sign-ups go with it)
      }
      const before = `${event.getInt('signups_confirmed')}/${event.getInt('signups_waiting')}`;
      countSignups(txApp, event);
      // Only the counts change: an event that no longer passes a newer rule keeps its counts right.
      if (`${event.getInt('signups_confirmed')}/${event.getInt('signups_waiting')}` !== before)
        txApp.saveNoValidate(event);
    });
  } catch (error) {
    // The sign-up is saved; a count that could not be written is put right by the next change.
    app.logger().error('Aanmeldingen niet geteld', 'event', eventId, 'error', String(error));
  }
}

module.exports = {
  paymentProblem,
  placesOf,
  placesTaken,
  saveForSignup,
  signupTally,
  validateGuests,
  writeSignupCounts,
  countSignups,
  promoteWaiting,
  recountSignups,
  readJson,
  signoutAllowed,
  signupWindow,
  validateAnswers,
  validateEvent,
};
