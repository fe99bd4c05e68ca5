/// <reference path="../../pb_data/types.d.ts" />
// Small helpers on records that several hooks share.

/** Milliseconds of a date field, or null when it is empty. */
function time(record, field) {
  const value = record.getString(field);
  if (!value) return null;
  const ms = Date.parse(value.replace(' ', 'T'));
  return isNaN(ms) ? null : ms;
}

/**
 * Refuses (400, Dutch) an update that changes any field but `allowed` (and `updated`): the
 * handling committee of a submission or order moves its status, it never rewrites the member's part.
 */
function assertOnlyChanged(record, allowed, message) {
  const original = record.original();
  for (const field of record.collection().fields) {
    const name = field.getName();
    if (allowed.indexOf(name) >= 0 || name === 'updated') continue;
    if (JSON.stringify(original.get(name)) !== JSON.stringify(record.get(name))) {
      throw new BadRequestError(message, {
        [name]: new ValidationError('locked', 'Dit veld kan niet worden gewijzigd.'),
      });
    }
  }
}

/**
 * Refuses (400) when a rule found errors, by field in Dutch: every one at its field (code
 * `invalid_<field>`), the first as the message. Nothing when `errors` is empty.
 */
function refuseFieldErrors(errors) {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const data = {};
  for (const field of fields) data[field] = new ValidationError(`invalid_${field}`, errors[field]);
  throw new BadRequestError(errors[fields[0]], data);
}

module.exports = { assertOnlyChanged, refuseFieldErrors, time };
