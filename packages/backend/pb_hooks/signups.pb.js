/// <reference path="../pb_data/types.d.ts" />

// Sign-ups: capacity, windows, waiting list and answers to the event's questions, enforced on
// the server (lib/signup-create.js). A member's own sign-up is usually placed by the request
// middleware before this hook (lib/signup-request.js); this hook places the rest: a maintainer's,
// one in a batch, one the middleware leaves to PocketBase's create.

onRecordCreateRequest((e) => {
  // Kept in this runtime after its first sign-up: require() walks the file system on every call.
  const { placeSignup } =
    globalThis.tjasSignupCreate || (globalThis.tjasSignupCreate = require(`${__hooks}/lib/signup-create.js`));
  // In a batch PocketBase saves the sign-up and answers with the batch, after the batch commits.
  const saveInBatch = e.app.isTransactional()
    ? (txApp) => {
        e.app = txApp;
        e.next();
      }
    : undefined;
  placeSignup(e, e.record, saveInBatch);
}, 'signups');

onRecordDeleteRequest((e) => {
  const rules = require(`${__hooks}/lib/signup-rules.js`);
  e.app.runInTransaction((txApp) => {
    // Read again inside the transaction: of identical sign-outs at once only the first finds the
    // sign-up, and its status is the current one (it may have moved up from the waiting list).
    let current;
    try {
      current = txApp.findRecordById('signups', e.record.id);
    } catch (error) {
      throw new NotFoundError('Deze aanmelding bestaat niet (meer).');
    }
    const event = txApp.findRecordById('events', current.getString('event'));
    // Organisers and admins, as the permission table says (generated/access.json).
    const { managers } = require(`${__hooks}/lib/access.js`).readAccess();
    const manager = e.hasSuperuserAuth() || txApp.canAccessRecord(current, e.requestInfo(), managers.signups);
    const hadPlace = current.getString('status') === 'confirmed';
    if (hadPlace && !manager && !rules.signoutAllowed(event, Date.now())) {
      const { SIGNUP_MESSAGES } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/signups.cjs`);
      throw new ApiError(409, SIGNUP_MESSAGES.signoutClosed);
    }
    e.app = txApp;
    e.next();
    // Signed off by someone else (organisers, an admin; not a maintainer's clean-up): the member hears of it.
    const own = e.auth !== null && e.auth.id === current.getString('user');
    if (!own && !e.hasSuperuserAuth()) require(`${__hooks}/lib/signup-mails.js`).mailSignedOff(txApp, event, current);
    // Also when someone leaves the waiting list: a party there may have kept others waiting.
    rules.promoteWaiting(txApp, event);
  });
}, 'signups');

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/signup-rules.js`);
  const problem = rules.validateEvent(e.record) || (e.hasSuperuserAuth() ? null : rules.paymentProblem(e.record, true));
  if (problem)
    throw new BadRequestError(problem.message, { [problem.field]: new ValidationError('invalid', problem.message) });
  // The counts are the server's: a new event has no sign-ups, whatever the request says.
  e.record.set('signups_confirmed', 0);
  e.record.set('signups_waiting', 0);
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/event-cancellation.js`).clearCancellation(e.record);
  e.next();
}, 'events');

onRecordUpdateRequest((e) => {
  const rules = require(`${__hooks}/lib/signup-rules.js`);
  const problem =
    rules.validateEvent(e.record) || (e.hasSuperuserAuth() ? null : rules.paymentProblem(e.record, false));
  if (problem)
    throw new BadRequestError(problem.message, { [problem.field]: new ValidationError('invalid', problem.message) });
  const cancellation = require(`${__hooks}/lib/event-cancellation.js`);
  // More places (or no limit any more) are filled from the waiting list at once.
  e.app.runInTransaction((txApp) => {
    // Against the event as saved now: of two cancellations at once only the first mails.
    const cancelling = cancellation.checkCancellation(e, txApp.findRecordById('events', e.record.id));
    // Counted here, not taken from the request or from when it started (a sign-up may have come in since).
    rules.countSignups(txApp, e.record);
    require(`${__hooks}/lib/availability.js`).checkBecomesTraining(e.record);
    e.app = txApp;
    e.next();
    // The mails are saved with the cancellation or not at all; a cancelled event promotes nobody.
    if (cancelling) cancellation.mailSignedUp(txApp, e.record, e.auth);
    rules.promoteWaiting(txApp, e.record);
  });
}, 'events');

// An event members signed up for is cancelled (they get a mail), not deleted under them: deleting
// it would take their sign-ups without a word. Once cancelled, or with nobody signed up, it may go.
onRecordDeleteRequest((e) => {
  e.app.runInTransaction((txApp) => {
    if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/event-cancellation.js`).checkDeletion(txApp, e.record);
    e.app = txApp;
    e.next();
  });
}, 'events');

// The events' sign-up counts follow every other saved change of a sign-up (after its
// transaction); a new sign-up counts itself (above).
onRecordAfterUpdateSuccess((e) => {
  const rules = require(`${__hooks}/lib/signup-rules.js`);
  rules.recountSignups(e.app, e.record.getString('event'));
  const before = e.record.original().getString('event');
  if (before !== e.record.getString('event')) rules.recountSignups(e.app, before);
  e.next();
}, 'signups');

onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/signup-rules.js`).recountSignups(e.app, e.record.getString('event'));
  e.next();
}, 'signups');

// Every save (API, dashboard, batch) keeps `ends` in step: the end, or the start when there is none.
onRecordValidate((e) => {
  e.record.set('ends', e.record.getString('end') || e.record.getString('start'));
  e.next();
}, 'events');

// A member changes their own answers to the event's questions while sign-up is open, checked as
// at sign-up, in one transaction. A sign-up that is not theirs is answered as not found.
routerAdd(
  'PUT',
  '/api/tjas/aanmeldingen/{id}/antwoorden',
  (e) => {
    const rules = require(`${__hooks}/lib/signup-rules.js`);
    const notFound = 'Deze aanmelding bestaat niet (meer).';
    let cleaned = {};
    e.app.runInTransaction((txApp) => {
      let signup;
      try {
        signup = txApp.findRecordById('signups', e.request.pathValue('id'));
      } catch (error) {
        throw new NotFoundError(notFound);
      }
      if (signup.getString('user') !== e.auth.id) throw new NotFoundError(notFound);
      const event = txApp.findRecordById('events', signup.getString('event'));
      if (!rules.signupWindow(event, Date.now()).open)
        throw new ApiError(409, 'Je antwoorden wijzigen kan niet meer: de inschrijving is gesloten.');
      const answers = rules.validateAnswers(rules.readJson(event, 'questions'), e.requestInfo().body['answers']);
      if (answers.error)
        throw new BadRequestError(answers.error, { answers: new ValidationError('invalid_answers', answers.error) });
      let stored;
      try {
        stored = txApp.findFirstRecordByData('signup_answers', 'signup', signup.id);
      } catch (error) {
        stored = new Record(txApp.findCollectionByNameOrId('signup_answers'));
        stored.set('signup', signup.id);
        stored.set('event', event.id);
        stored.set('user', signup.getString('user'));
      }
      stored.set('answers', answers.cleaned);
      txApp.save(stored);
      cleaned = answers.cleaned;
    });
    return e.json(200, { answers: cleaned });
  },
  $apis.requireAuth('users')
);

// The organisers of a paid event mark who paid (and take a mark back). The mark is its own
// record (signup_payments), readable by the member and the organisers only.
routerAdd(
  'PUT',
  '/api/tjas/aanmeldingen/{id}/betaald',
  (e) => {
    const paid = e.requestInfo().body['betaald'];
    if (typeof paid !== 'boolean') {
      throw new BadRequestError('Geef aan of deze aanmelding betaald is.', {
        betaald: new ValidationError('invalid_paid', 'Geef aan of deze aanmelding betaald is.'),
      });
    }
    let answer = null;
    e.app.runInTransaction((txApp) => {
      let signup;
      try {
        signup = txApp.findRecordById('signups', e.request.pathValue('id'));
      } catch (error) {
        throw new NotFoundError('Deze aanmelding bestaat niet (meer).');
      }
      const { managers } = require(`${__hooks}/lib/access.js`).readAccess();
      if (!txApp.canAccessRecord(signup, e.requestInfo(), managers.signups))
        throw new ForbiddenError('Alleen de organisatie van dit evenement houdt bij wie er betaald heeft.');
      const event = txApp.findRecordById('events', signup.getString('event'));
      if (event.getInt('price') <= 0) throw new ApiError(409, 'Dit evenement is gratis: er valt niets te betalen.');
      let mark = null;
      try {
        mark = txApp.findFirstRecordByData('signup_payments', 'signup', signup.id);
      } catch (error) {
        // not marked yet
      }
      if (paid && !mark) {
        mark = require(`${__hooks}/lib/signup-rules.js`).saveForSignup(txApp, 'signup_payments', signup, {
          marked_by: e.auth.id,
        });
      } else if (!paid && mark) {
        txApp.delete(mark);
        mark = null;
      }
      answer = { betaald: mark !== null, id: mark ? mark.id : '' };
    });
    return e.json(200, answer);
  },
  $apis.requireAuth('users')
);
