/// <reference path="../../pb_data/types.d.ts" />
// The members' directory (/leden): which of a member's hidden details (phone, study, year of
// joining) a viewer reads, and the member's own details as the account page reads and sends them.

// Required once per runtime, here at the top: detailsFor runs for every member a list encodes, and
// require() walks the file system on every call (#33).
const { activeMember } = require(`${__hooks}/lib/access.js`);
const { SHAREABLE, DIRECTORY_MESSAGES, directoryErrors } = require(
  `${__hooks}/../node_modules/@tjas/schema/src/rules/member-directory.cjs`
);

/**
 * The details of `member` to unhide for `viewer` (an auth record or null): all of them for the
 * member themselves, those an active member shares (`shared`) for any other active member, none
 * without a member's login (a superuser reads everything anyway).
 */
function detailsFor(member, viewer) {
  if (!activeMember(viewer)) return [];
  if (viewer.id === member.id) return SHAREABLE.slice();
  // A deactivated member left the directory; an admin who still sees them sees no details.
  if (member.getBool('inactive')) return [];
  return member.getStringSlice('shared').filter((field) => SHAREABLE.indexOf(field) !== -1);
}

/** A member's details and what they share, as the account page shows them. */
function ownDetails(member) {
  return {
    phone: member.getString('phone'),
    study: member.getString('study'),
    joined_year: member.getInt('joined_year') || null,
    shared: member.getStringSlice('shared'),
    email_shared: member.getBool('emailVisibility'),
  };
}

const blank = (value) => value === undefined || value === null || value === '';

/**
 * The details a member sent (JSON: phone, study, joined_year, shared, email_shared), checked:
 * `values` to store, or `errors` by field in Dutch. A field left out is emptied (the page always
 * sends them all); e-mail sharing left out stays as it is.
 */
function readDetails(body, now) {
  const errors = {};
  const text = (name, message) => {
    const value = body[name];
    if (blank(value)) return '';
    if (typeof value === 'string') return value.trim();
    errors[name] = message;
    return '';
  };
  const values = {
    phone: text('phone', 'Vul het telefoonnummer in als tekst.'),
    study: text('study', 'Vul je studie in als tekst.'),
    joined_year: blank(body.joined_year) ? 0 : Number(body.joined_year),
    shared: /** @type {string[]} */ ([]),
  };
  if (isNaN(values.joined_year)) errors.joined_year = 'Vul het jaar in waarin je lid werd als getal.';
  const shared = body.shared;
  // A JSON array arrives from PocketBase as a Go slice: readable by index, not always an Array.
  if (!blank(shared) && (typeof shared === 'string' || typeof shared.length !== 'number'))
    errors.shared = DIRECTORY_MESSAGES.shared;
  else if (!blank(shared))
    for (let i = 0; i < shared.length; i++)
      if (values.shared.indexOf(String(shared[i])) === -1) values.shared.push(String(shared[i]));
  if (!blank(body.email_shared) && typeof body.email_shared !== 'boolean')
    errors.email_shared = 'Kies of je je e-mailadres deelt.';
  else if (typeof body.email_shared === 'boolean') values.email_shared = body.email_shared;
  const ruled = directoryErrors(values, now);
  for (const name in ruled) if (!errors[name]) errors[name] = ruled[name];
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

module.exports = { detailsFor, ownDetails, readDetails };
