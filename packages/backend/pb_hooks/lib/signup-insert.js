/// <reference path="../../pb_data/types.d.ts" />
// A member's new sign-up, with its guests and answers, saved by statement (lib/record-insert.js)
// instead of by PocketBase's save, and answered as PocketBase answers a create. PocketBase's save
// walks every realtime connection after the commit to find who listens to sign-ups: with a
// thousand members' event pages open in a rush that walk was half of each sign-up's time
// (BENCHMARKS.md, a new sign-up saved by statement). Nobody needs it: the pages hear of new
// sign-ups through the event's counts (lib/signup-broadcast.js), and a member's own page through
// the answer.
// What PocketBase's create did besides is kept: the create rule has been checked before (by
// PocketBase, or for a member's own sign-up by lib/signup-request.js), app.validate checks the
// fields as a save does, and the answer is the record with its expands, written after the commit.
// A save's own hooks (create, after create) do not run: the site binds none to these collections
// (signup-create.test.ts checks the hook files), and they have no files to store.

// Required once per runtime, not per sign-up: require() walks the file system on every call.
const { insertRecord } = require(`${__hooks}/lib/record-insert.js`);
const { SIGNUP_MESSAGES } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/signups.cjs`);

/** The columns of a unique index that `error` says a statement broke, lower case; null for another error. */
function brokenUnique(error) {
  const found = /unique constraint failed: ([^(]+)/.exec(String(error).toLowerCase());
  return found ? found[1].trim() : null;
}

/**
 * Inserts the new sign-up `record` with the transaction's `txApp`. A member who is on the event
 * already (a second press, another device) gets the Dutch 409 where PocketBase's save would have
 * answered an English "Value must be unique".
 */
function insertSignup(txApp, record) {
  try {
    insertRecord(txApp, 'signups', record);
  } catch (error) {
    const columns = brokenUnique(error);
    if (columns === 'signups.event, signups.user' || columns === 'signups.user, signups.event')
      throw new ApiError(409, SIGNUP_MESSAGES.alreadySignedUp);
    if (columns === 'signups.id') {
      throw new BadRequestError(SIGNUP_MESSAGES.idTaken, {
        id: new ValidationError('validation_invalid_or_existing_id', SIGNUP_MESSAGES.idTaken),
      });
    }
    throw error;
  }
  // Saved, as after a save: what is read of it from here on is the stored record.
  record.markAsNotNew();
}

/**
 * Answers the request `e` with its saved sign-up `record`, as PocketBase's create answers
 * (expands included). The sign-up is committed by now: an expand that fails leaves it out of the
 * answer (and is logged), so the member is not told that a saved sign-up failed and presses again.
 */
function answerSignup(e, record) {
  try {
    // PocketBase's enrich takes the request's own event: a sign-up hook's `e` wraps it, the
    // request middleware's is it.
    $apis.enrichRecord(e.requestEvent || e, record);
  } catch (error) {
    e.app
      .logger()
      .warn('Aanmelding opgeslagen, maar zonder expand beantwoord', 'id', record.id, 'error', String(error));
  }
  e.json(200, record);
}

module.exports = { answerSignup, brokenUnique, insertSignup };
