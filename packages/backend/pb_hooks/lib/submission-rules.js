/// <reference path="../../pb_data/types.d.ts" />
// Rules of submissions from /acties. The receiving committees mirror SUBMISSION_KINDS and
// PERMISSIONS in @tjas/permissions; tests/integration/permission-matrix.test.ts and
// submissions.test.ts fail when the two differ.

const RECEIVING_COMMITTEE = {
  promotie: 'PR-commissie',
  uitglijder: 'Redactie',
  'technische-hulp': 'ICT-commissie',
};

/** Fields the receiving committee may change; everything else is the submitter's text. */
const HANDLING_FIELDS = ['status', 'response'];

const { time } = require(`${__hooks}/lib/record-fields.js`);

function startOfToday(now) {
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  return today.getTime();
}

/** The file name of a file field's value: a stored name, or an upload in this request. */
function uploadedName(value) {
  if (!value) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length > 0 ? uploadedName(value[0]) : '';
  return value.originalName || value.name || '';
}

/** Field errors (Dutch) of a new submission of its kind, or an empty object. */
function validate(record, attachment, now) {
  const errors = {};
  const kind = record.getString('kind');
  if (kind === 'promotie') {
    const deadline = time(record, 'deadline');
    const eventDate = time(record, 'event_date');
    if (deadline === null) errors.deadline = 'Vul in wanneer de promotie klaar moet zijn.';
    else if (deadline < startOfToday(now)) errors.deadline = 'Deze datum ligt in het verleden.';
    if (eventDate !== null && eventDate < startOfToday(now)) errors.event_date = 'Deze datum ligt in het verleden.';
    if (deadline !== null && eventDate !== null && deadline > eventDate && !errors.event_date) {
      errors.deadline = 'De promotie moet klaar zijn vóór de datum van de activiteit.';
    }
    if (record.getStringSlice('channels').length === 0) errors.channels = 'Kies minstens één kanaal.';
  } else if (kind === 'uitglijder') {
    if (/\.pdf$/i.test(attachment)) errors.attachment = 'Een uitglijder-foto moet een afbeelding zijn.';
  }
  return errors;
}

module.exports = { HANDLING_FIELDS, RECEIVING_COMMITTEE, uploadedName, validate };
