/// <reference path="../../pb_data/types.d.ts" />
// The checks of a new sign-up against its event alone, not against the other sign-ups: whether
// the event takes sign-ups now, the answers to its questions, the guests, and the mail the member
// will get. lib/signup-create.js runs them before its transaction (which runs one at a time) and again
// inside it only when the event was saved in between.

// Required once per runtime, not per sign-up: require() walks the file system on every call.
const rules = require(`${__hooks}/lib/signup-rules.js`);
const { prepareSignupMail } = require(`${__hooks}/lib/signup-mails.js`);

/** The event a sign-up names, read with `app`; a Dutch 400 when it is not (or no longer) there. */
function signupEvent(app, id) {
  try {
    return app.findRecordById('events', id);
  } catch (error) {
    throw new BadRequestError('Dit evenement bestaat niet (meer).', {
      event: new ValidationError('invalid_event', 'Dit evenement bestaat niet (meer).'),
    });
  }
}

/**
 * Checks the sign-up `record` of the request `e` against its event alone (not against the other
 * sign-ups), throwing the Dutch refusal; returns the places it takes, its cleaned answers and its
 * guests' names, and the mail prepared for the member (null for none).
 */
function checkSignup(e, record, app, event) {
  const superuser = e.hasSuperuserAuth();
  // Cancelled is cancelled, for a maintainer too: the members on the event were told it does not go on.
  if (event.getBool('cancelled')) {
    const { SIGNUP_MESSAGES } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/signups.cjs`);
    throw new ApiError(409, SIGNUP_MESSAGES.cancelled);
  }
  // A training is answered with "ik kom" / "kan niet" (availability.pb.js), not signed up for.
  if (event.getBool('training')) {
    const { AVAILABILITY_MESSAGES } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/availability.cjs`);
    throw new ApiError(409, AVAILABILITY_MESSAGES.signup);
  }
  if (!superuser) {
    const window = rules.signupWindow(event, Date.now());
    if (!window.open) throw new ApiError(409, window.reason);
  }
  // `answers` is not a field of the sign-up: it is stored in signup_answers after it.
  const answers = rules.validateAnswers(rules.readJson(event, 'questions'), e.requestInfo().body['answers']);
  if (answers.error) {
    throw new BadRequestError(answers.error, { answers: new ValidationError('invalid_answers', answers.error) });
  }
  // `guests` is not a field of the sign-up either: the names are stored in signup_guests after it.
  const guests = rules.validateGuests(event, e.requestInfo().body['guests']);
  if (guests.error)
    throw new BadRequestError(guests.error, { guests: new ValidationError('invalid_guests', guests.error) });
  const places = 1 + guests.names.length;
  const capacity = event.getInt('capacity');
  if (capacity > 0 && places > capacity) {
    throw new ApiError(
      409,
      `Met je introducés ben je met ${places}; dit evenement heeft ${capacity === 1 ? '1 plaats' : `${capacity} plaatsen`}.`
    );
  }
  // The member's own sign-up is confirmed by mail (with how to pay); one made for them by a
  // maintainer is not theirs to be told about.
  const mail = superuser ? null : prepareSignupMail(app, event, record.getString('user'), guests.names, places, e.auth);
  return { places, answers: answers.cleaned, guests: guests.names, mail };
}

module.exports = { checkSignup, signupEvent };
