// What a member may share in the members' directory (/leden), with its Dutch messages: the server
// (pb_hooks/member-directory.pb.js, on every save of a member) and the account page check the
// same, so the page shows the server's own sentence. Plain JavaScript without imports:
// PocketBase's engine requires it as it is, and Node and Vite read it as CommonJS.

/** The details a member may share, in the order the directory shows them. */
const SHAREABLE = ['phone', 'study', 'joined_year'];

/** The messages the account page's server route also gives (lib/member-directory.js). */
const DIRECTORY_MESSAGES = {
  shared: 'Kies wat je deelt uit telefoon, studie en jaar van lid worden.',
};

const FIRST_YEAR = 1950;
// 6 to 20 characters in all (the field's length), at least 6 of them digits.
const PHONE_SHAPE = /^(?=.{6,20}$)(?=(?:\D*\d){6})\+?[0-9 ()-]+$/;
const STUDY_MAX_LENGTH = 100;

// New Year falls in winter time (UTC+1) in Amsterdam: its year is the UTC year an hour later.
// (No Intl: PocketBase's engine has none.)
const WINTER_OFFSET_MS = 60 * 60 * 1000;

/** The calendar year in Amsterdam at `now` (ms). */
function yearNow(now) {
  return new Date(now + WINTER_OFFSET_MS).getUTCFullYear();
}

/**
 * What is wrong with a member's directory details (each trimmed; '' or 0 is "not filled in"),
 * by field, with the Dutch message; {} when nothing is. `now` in ms.
 */
function directoryErrors(details, now) {
  const errors = {};
  const phone = String(details.phone || '').trim();
  if (phone && !PHONE_SHAPE.test(phone))
    errors.phone =
      'Vul een telefoonnummer in met 6 tot 20 cijfers, spaties, haakjes of streepjes (eventueel met een + ervoor).';
  if (String(details.study || '').trim().length > STUDY_MAX_LENGTH)
    errors.study = `Je studie mag hooguit ${STUDY_MAX_LENGTH} tekens hebben.`;
  const year = Number(details.joined_year || 0);
  const lastYear = yearNow(now);
  if (year && (!Number.isInteger(year) || year < FIRST_YEAR || year > lastYear))
    errors.joined_year = `Vul het jaar in waarin je lid werd, tussen ${FIRST_YEAR} en ${lastYear}.`;
  // Array.from: the hooks pass a Go slice, which is array-like but not always an Array.
  const shared = details.shared ? Array.from(details.shared) : [];
  if (shared.some((field) => !SHAREABLE.includes(field))) errors.shared = DIRECTORY_MESSAGES.shared;
  return errors;
}

module.exports = { DIRECTORY_MESSAGES, SHAREABLE, directoryErrors };
