/// <reference path="../../pb_data/types.d.ts" />
// A new sign-up placed: capacity, windows, waiting list and answers to the event's questions,
// enforced on the server. Called by the sign-up hook (signups.pb.js) and, for a member's own
// sign-up, straight from the request middleware (lib/signup-request.js).
// Counting and inserting happen in one transaction with the request's app replaced by the
// transaction's (a single writer), so concurrent sign-ups never oversubscribe an event.
// Transactions run one at a time, so in a rush (a popular event opens and most members press
// "Aanmelden" in the same seconds) each member waits for the transactions of those before them:
// what does not depend on the other sign-ups (the event's own checks, the answers, the guests,
// the mail's words and recipient) is done before it, against the event as read then, and done
// again inside only when the event was saved in between (BENCHMARKS.md, the rush). The sign-up
// itself, its guests and its answers are saved by statement, outside PocketBase's realtime
// (lib/signup-insert.js).

// Required once per runtime, not per sign-up: require() walks the file system on every call,
// even for a module it has loaded, and a rush is a thousand sign-ups (issue #33).
const rules = require(`${__hooks}/lib/signup-rules.js`);
const { signupEvent, checkSignup } = require(`${__hooks}/lib/signup-checks.js`);
const { signupAnswerExtras } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/signups.cjs`);
const { broadcastCounts } = require(`${__hooks}/lib/signup-broadcast.js`);
const { answerSignup, insertSignup } = require(`${__hooks}/lib/signup-insert.js`);
const { insertRecord } = require(`${__hooks}/lib/record-insert.js`);
const { cardsChanged } = require(`${__hooks}/lib/event-cards-cache.js`);

/**
 * Places the new sign-up `record` of the request `e` and answers it. `saveInBatch` is given
 * inside a batch request: it saves the record through PocketBase with the transaction's app
 * (the batch commits, and answers, after all of its requests).
 */
function placeSignup(e, record, saveInBatch) {
  // The request's own app: in a batch the hook's e.app becomes the transaction's, which has ended after it.
  const app = e.app;
  const batch = Boolean(saveInBatch);
  const eventId = record.getString('event');
  let event = signupEvent(app, eventId);
  let checked = checkSignup(e, record, app, event);
  /** @type {{ confirmed: number, waiting: number } | null} */
  let counts = null;
  app.runInTransaction((txApp) => {
    // One statement tells what this sign-up needs: the places taken, who waits, the last queue
    // number, and whether the event was saved since it was read above.
    let tally = rules.signupTally(txApp, eventId, event.getInt('capacity'));
    if (tally.eventUpdated !== event.getString('updated')) {
      event = signupEvent(txApp, eventId);
      checked = checkSignup(e, record, txApp, event);
      tally = rules.signupTally(txApp, eventId, event.getInt('capacity'));
    }
    const capacity = event.getInt('capacity');
    const places = checked.places;
    record.set('places', places);
    // A place when the member and their guests fit and nobody who could get one waits before
    // them (first come, first served); else the waiting list.
    const full = capacity > 0 && (tally.taken + places > capacity || tally.waitingFit);
    record.set('status', full ? 'waiting' : 'confirmed');
    record.set('queue', tally.lastQueue + 1);
    record.set('promoted', '');
    // Outside a batch the sign-up, its guests and its answers go in by statement.
    const store = batch ? undefined : insertRecord;
    if (batch) saveInBatch(txApp);
    else insertSignup(txApp, record);
    if (checked.guests.length > 0)
      rules.saveForSignup(txApp, 'signup_guests', record, { names: checked.guests }, store);
    if (Object.keys(checked.answers).length > 0)
      rules.saveForSignup(txApp, 'signup_answers', record, { answers: checked.answers }, store);
    // The counts commit with the sign-up, known from the tally and this sign-up: no recount, no
    // second transaction and no save of the event (with its hooks and realtime message) per
    // sign-up, which is what a burst of sign-ups waits for (bench, capacity part). The newest
    // sign-up is last in the queue, so a waiting one is number `waiting + 1` on the list.
    const confirmed = full ? tally.taken : tally.taken + places;
    const waiting = full ? tally.waiting + 1 : tally.waiting;
    rules.writeSignupCounts(txApp, eventId, confirmed, waiting);
    if (checked.mail) checked.mail(txApp, !full, waiting);
    counts = { confirmed, waiting };
    // The answer carries the counts and the member's place, which their page shows without
    // asking more (the answer is written after the commit, from this record; in a batch it was
    // written already, and the page reads them instead).
    const extras = signupAnswerExtras(counts, full ? waiting : 0);
    record.withCustomData(true);
    for (const key of Object.keys(extras)) record.set(key, extras[key]);
  });
  // Committed: the member has their answer, then the pages open on this event hear the counts
  // (lib/signup-broadcast.js). Not inside a batch, whose transaction has not committed yet.
  if (counts && !batch) {
    // The events list's kept pages show the new counts from now on (lib/event-cards-cache.js); a
    // batch's sign-up marks it when the batch has committed (event-cards-cache.pb.js).
    cardsChanged(app);
    answerSignup(e, record);
    e.flush();
    broadcastCounts(app, eventId, counts, Date.now());
  }
}

module.exports = { placeSignup };
