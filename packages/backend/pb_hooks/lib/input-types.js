/// <reference path="../../pb_data/types.d.ts" />
// PocketBase casts request values to a field's type: an object in a text field or "twaalf" in a
// number field would silently become "" or 0. checkBody finds such values so they can be refused.

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;
const TEXT_TYPES = ['text', 'editor', 'url', 'email', 'select', 'relation', 'date'];

/** The Dutch problem with `value` for a field of `type`, or '' when the value has the right shape. */
function problemOf(type, value, multiple) {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && !multiple && type !== 'json') return 'Hier hoort één waarde.';
  const many = Array.isArray(value) ? value : [value];
  for (const item of many) {
    if (TEXT_TYPES.indexOf(type) >= 0 && typeof item !== 'string')
      return type === 'date' ? 'Vul een datum in.' : 'Hier hoort tekst.';
    if (
      type === 'number' &&
      !(typeof item === 'number' ? isFinite(item) : typeof item === 'string' && (item === '' || NUMBER.test(item)))
    )
      return 'Vul een getal in.';
    if (type === 'bool' && typeof item !== 'boolean' && ['true', 'false', '1', '0', ''].indexOf(String(item)) < 0)
      return 'Kies ja of nee.';
  }
  return '';
}

/**
 * Field errors for a record's JSON request body, keyed by field name in the collection's order
 * (the first is the answer's message), in PocketBase's shape.
 */
function checkBody(collection, body) {
  const found = {};
  // The body's keys, not the collection's fields: a form sends a few of many fields, and each
  // field asked of PocketBase is a call out of JavaScript (every write of a record passes here).
  for (const name of Object.keys(body)) {
    const field = collection.fields.getByName(name);
    if (!field) continue;
    const type = field.type();
    const multiple = (type === 'select' || type === 'relation' || type === 'file') && field.maxSelect > 1;
    const problem = problemOf(type, body[name], multiple);
    if (problem) found[name] = { code: 'invalid_type', message: problem };
  }
  if (Object.keys(found).length < 2) return found;
  const errors = {};
  for (const field of collection.fields) {
    const name = field.getName();
    if (found[name]) errors[name] = found[name];
  }
  return errors;
}

module.exports = { checkBody };
