/// <reference path="../../pb_data/types.d.ts" />
// Rules of submissions from /acties. Which committee receives each kind comes from the
// permission table (SUBMISSION_KINDS in @tjas/permissions, generated into generated/access.json).
// A promotion's date and channel rules, and their messages, are shared with the form
// (@tjas/schema/src/rules/submissions.cjs).

/** Fields the receiving committee may change; everything else is the submitter's text. */
const HANDLING_FIELDS = ['status', 'response'];

const { time } = require(`${__hooks}/lib/record-fields.js`);

function startOfToday(now) {
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  return today.getTime();
}

const IMAGE_KINDS = ['jpeg', 'png', 'gif', 'webp'];

/** The key of the committee that receives a kind of submission, or '' for a kind that does not exist. */
function receivingCommittee(kind) {
  const receiving = require(`${__hooks}/lib/access.js`).readAccess().receivingCommittees;
  // Own keys only: a kind such as "constructor" must not find Object's members.
  return Object.prototype.hasOwnProperty.call(receiving, kind) ? receiving[kind] : '';
}

/**
 * Field errors (Dutch) of a new submission of its kind, or an empty object. `attachmentKind` is
 * what the uploaded attachment really is (lib/file-content.js), not what its name says.
 */
function validate(record, attachmentKind, now) {
  const errors = {};
  const kind = record.getString('kind');
  if (kind === 'promotie') {
    const { promotionErrors } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/submissions.cjs`);
    const promotion = promotionErrors(
      time(record, 'deadline'),
      time(record, 'event_date'),
      record.getStringSlice('channels').length,
      startOfToday(now)
    );
    for (const field of Object.keys(promotion)) errors[field] = promotion[field];
  } else if (kind === 'uitglijder') {
    if (attachmentKind && IMAGE_KINDS.indexOf(attachmentKind) < 0)
      errors.attachment = 'Een uitglijder-foto moet een afbeelding zijn.';
  }
  return errors;
}

const STATUS_WORDS = { nieuw: 'nieuw', in_behandeling: 'in behandeling', afgehandeld: 'afgehandeld' };

/** Tells the submitter their submission has a new status or answer (with the transaction's app). */
function mailHandled(txApp, submission) {
  let committee;
  try {
    committee = txApp.findRecordById('committees', submission.getString('committee')).getString('name');
  } catch (error) {
    committee = 'de commissie';
  }
  const title = submission.getString('title');
  const status = STATUS_WORDS[submission.getString('status')] || submission.getString('status');
  const response = submission.getString('response').trim();
  const paragraphs = [`${committee} heeft je inzending "${title}" bijgewerkt. De status is nu: ${status}.`];
  if (response) paragraphs.push(`Hun antwoord:\n${response}`);
  require(`${__hooks}/lib/member-mails.js`).enqueue(
    txApp,
    submission.getString('submitter'),
    'inzending',
    `Je inzending "${title}": ${status}`,
    paragraphs,
    {
      label: 'Bekijk je inzendingen',
      path: '/acties',
    }
  );
  require(`${__hooks}/lib/member-pushes.js`).submission(
    txApp,
    submission,
    `Je inzending "${title}": ${status}`,
    response || `${committee} heeft je inzending bijgewerkt.`
  );
}

module.exports = { HANDLING_FIELDS, mailHandled, receivingCommittee, validate };
