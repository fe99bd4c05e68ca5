/// <reference path="../../pb_data/types.d.ts" />
// Series of events (#34): one request makes every occurrence in one transaction, and a change to
// an occurrence may go to it and every later one. The plan (how often, until when, which days
// are skipped, on Amsterdam's wall clock) is the form's own (@tjas/schema/src/rules/event-series.cjs).
// Each occurrence is an ordinary event with its own sign-ups; only `series` ties them together.

const SERIES_RULES = `${__hooks}/../node_modules/@tjas/schema/src/rules/event-series.cjs`;

/** What an organiser writes in the event form; `series`, the counts and the cancellation are the server's. */
const FORM_FIELDS = [
  'title',
  'description',
  'location',
  'start',
  'end',
  'organiser',
  'capacity',
  'max_guests',
  'price',
  'payment_instructions',
  'signup_opens',
  'signup_deadline',
  'signout_deadline',
  'questions',
  'training',
];

/** The times of an occurrence: they move with its date and are not copied to the others. */
const TIME_FIELDS = ['start', 'end', 'signup_opens', 'signup_deadline', 'signout_deadline'];

/** What "deze en alle volgende" copies to the later occurrences: the form's fields but the times. */
const SHARED_FIELDS = FORM_FIELDS.filter((field) => TIME_FIELDS.indexOf(field) < 0);

/**
 * Refuses (400, Dutch) what every other write of an event refuses before PocketBase casts it
 * (lib/input-types.js: "veel" as a capacity would be 0, no limit, on every later occurrence), and
 * a `series` of the request's own: the server gives it.
 */
function refuseWrongInput(collection, body) {
  const errors = {};
  const found = require(`${__hooks}/lib/input-types.js`).checkBody(collection, body);
  for (const field of Object.keys(found)) errors[field] = found[field].message;
  if (body.series !== undefined) errors.series = 'Welke reeks het is, bepaalt de server; laat dit veld weg.';
  require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(errors);
}

/** Sets the form's fields that the body has on `record`. */
function fill(record, body) {
  for (const field of FORM_FIELDS) if (body[field] !== undefined) record.set(field, body[field]);
}

/** A field's value comparable across records (JSON for the questions). */
function comparable(record, field) {
  if (field === 'questions') return require(`${__hooks}/lib/signup-rules.js`).readJson(record, field);
  return record.get(field);
}

/**
 * The body as one text with its keys in a fixed order, for the double-submit fingerprint: a body
 * PocketBase hands over may list its keys in any order.
 */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value === undefined ? null : value);
}

/** Refuses (400, Dutch) an event the event form's rules refuse (times, guests, questions, payment). */
function checkEvent(record, isNew) {
  const rules = require(`${__hooks}/lib/signup-rules.js`);
  const problem = rules.validateEvent(record) || rules.paymentProblem(record, isNew);
  if (problem)
    throw new BadRequestError(problem.message, { [problem.field]: new ValidationError('invalid', problem.message) });
}

/**
 * The plan of the series the body asks for ({ ...event fields, repeat: { every_weeks, until,
 * skip } }) from its first occurrence; refuses (400, Dutch) a plan or a first event that is wrong.
 */
function planOf(first, body) {
  const { time } = require(`${__hooks}/lib/record-fields.js`);
  const plan = require(SERIES_RULES).seriesPlan(body.repeat, time(first, 'start'));
  require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(plan.errors);
  // Without a start the plan has nothing to repeat: the field's own error.
  if (time(first, 'start') === null) {
    const message = 'Vul in wanneer de eerste keer begint.';
    throw new BadRequestError(message, { start: new ValidationError('invalid_start', message) });
  }
  checkEvent(first, true);
  return plan;
}

/** The first occurrence's times moved `days` days on, on Amsterdam's wall clock. */
function shiftTimes(record, first, days) {
  const { time } = require(`${__hooks}/lib/record-fields.js`);
  const { shiftTime } = require(SERIES_RULES);
  for (const field of TIME_FIELDS) {
    const value = time(first, field);
    record.set(field, value === null ? '' : new Date(shiftTime(value, days)).toISOString());
  }
}

/**
 * Makes every occurrence of the plan with the transaction's app, each an event of its own with
 * no sign-ups. `mayCreate(record)` checks the organisers' right on the first one saved (the
 * events' create rule speaks of the request, the same for every occurrence); it throws to undo.
 */
function create(txApp, first, plan, mayCreate) {
  const series = $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789');
  const collection = txApp.findCollectionByNameOrId('events');
  const made = [];
  for (const occurrence of plan.occurrences) {
    const record = new Record(collection);
    for (const field of SHARED_FIELDS) record.set(field, first.get(field));
    shiftTimes(record, first, occurrence.days);
    record.set('series', series);
    record.set('signups_confirmed', 0);
    record.set('signups_waiting', 0);
    txApp.save(record);
    if (made.length === 0) mayCreate(record);
    made.push(record);
  }
  return { series, events: made.map((record) => ({ id: record.id, start: record.getString('start') })) };
}

/**
 * Saves an occurrence as an ordinary change of an event would (pb_hooks/signups.pb.js): the
 * counts recounted, and places it now has filled from the waiting list.
 */
function saveEvent(txApp, record) {
  const rules = require(`${__hooks}/lib/signup-rules.js`);
  rules.countSignups(txApp, record);
  require(`${__hooks}/lib/availability.js`).checkBecomesTraining(record);
  txApp.save(record);
  rules.promoteWaiting(txApp, record);
}

/**
 * "Deze en alle volgende": saves the body's fields on `event` (an occurrence, read in the
 * transaction) and copies the fields that changed, but its times, to every later occurrence of
 * its series that is not cancelled and that `mayChange` (the events' update rule: an occurrence
 * an admin gave another committee is not this organiser's). Returns how many events changed.
 */
function updateFollowing(txApp, event, body, mayChange) {
  fill(event, body);
  checkEvent(event, false);
  const original = event.original();
  const changed = SHARED_FIELDS.filter(
    (field) => JSON.stringify(comparable(original, field)) !== JSON.stringify(comparable(event, field))
  );
  saveEvent(txApp, event);
  // "Later" as the series stood: this occurrence may itself move past (or before) the next one.
  const later = txApp.findRecordsByFilter(
    'events',
    'series = {:series} && start > {:start} && id != {:id} && cancelled = false',
    'start',
    0,
    0,
    { series: event.getString('series'), start: original.getString('start'), id: event.id }
  );
  let count = 1;
  for (const record of later) {
    if (!mayChange(record)) continue;
    for (const field of changed) record.set(field, event.get(field));
    checkEvent(record, false);
    saveEvent(txApp, record);
    count++;
  }
  return count;
}

module.exports = { FORM_FIELDS, SHARED_FIELDS, canonical, create, fill, planOf, refuseWrongInput, updateFollowing };
