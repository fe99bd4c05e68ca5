/// <reference path="../../pb_data/types.d.ts" />
// Members' availability for trainings (#34, as Spond's "kan niet"): on an event the organisers
// mark as a training, each member answers "ik kom" or "kan niet" (with a reason, optional) and
// changes it until the training starts. One answer per member and event (a unique index; the
// answer is read and written in one transaction). Who is expected to answer: every active member
// (Tjas' trainings are the club's, not one group's), so the organisers see who has not yet.

const RULES = `${__hooks}/../node_modules/@tjas/schema/src/rules/availability.cjs`;

/**
 * Refuses (409, Dutch) an answer the event does not take: it is no training, is cancelled, or
 * has begun.
 */
function checkOpen(event, now) {
  const { AVAILABILITY_MESSAGES } = require(RULES);
  if (!event.getBool('training')) throw new ApiError(409, AVAILABILITY_MESSAGES.notTraining);
  if (event.getBool('cancelled')) throw new ApiError(409, AVAILABILITY_MESSAGES.cancelled);
  const start = require(`${__hooks}/lib/record-fields.js`).time(event, 'start');
  if (start !== null && now >= start) throw new ApiError(409, AVAILABILITY_MESSAGES.started);
}

/**
 * Refuses (409, Dutch) to make an event members signed up for a training: a training takes
 * answers, not sign-ups, and their places would no longer show. `event` is being saved, its
 * sign-up counts just recounted in the transaction.
 */
function checkBecomesTraining(event) {
  if (!event.getBool('training') || event.original().getBool('training')) return;
  const signedUp = event.getInt('signups_confirmed') + event.getInt('signups_waiting');
  if (signedUp > 0) throw new ApiError(409, require(RULES).AVAILABILITY_MESSAGES.becomesTraining);
}

/** Saves the member's answer ({ answer, reason }, checked) for the event, over their earlier one. */
function answer(txApp, event, userId, input) {
  let record;
  try {
    record = txApp.findFirstRecordByFilter('availability', 'event = {:event} && user = {:user}', {
      event: event.id,
      user: userId,
    });
  } catch (error) {
    record = new Record(txApp.findCollectionByNameOrId('availability'));
    record.set('event', event.id);
    record.set('user', userId);
  }
  record.set('answer', input.answer);
  // A reason says why one cannot come; "ik kom" needs none.
  record.set('reason', input.answer === 'kan_niet' && typeof input.reason === 'string' ? input.reason.trim() : '');
  txApp.save(record);
  return record;
}

/** @typedef {{ id: string, name: string, reason?: string }} Entry */

function nameOf(user) {
  return user.getString('name') || user.getString('username');
}

/**
 * The organisers' view of a training: who comes, who cannot (with their reasons) and which active
 * members have not answered yet, each by name in alphabetical order.
 */
function overview(app, event) {
  const members = app.findRecordsByFilter('users', 'inactive = false', '', 0, 0);
  const answers = app.findRecordsByFilter('availability', 'event = {:event}', '', 0, 0, { event: event.id });
  const byUser = {};
  for (const record of answers) byUser[record.getString('user')] = record;
  /** @type {{ komt: Entry[], kan_niet: Entry[], geen_reactie: Entry[] }} */
  const groups = { komt: [], kan_niet: [], geen_reactie: [] };
  for (const member of members) {
    const record = byUser[member.id];
    const entry = { id: member.id, name: nameOf(member) };
    if (!record) groups.geen_reactie.push(entry);
    else if (record.getString('answer') === 'komt') groups.komt.push(entry);
    else groups.kan_niet.push({ ...entry, reason: record.getString('reason') });
  }
  for (const list of [groups.komt, groups.kan_niet, groups.geen_reactie])
    list.sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  return groups;
}

module.exports = { answer, checkBecomesTraining, checkOpen, overview };
