// The rule of a new e-mail address that the server (pb_hooks/email-change.pb.js, which answers
// the request to change it) and the account page (shell/src/features/account/lib/account-rules.ts)
// share, with its Dutch messages: written once, so the page shows the server's own sentence.
// Plain JavaScript without imports: PocketBase's engine requires it as it is, and Node and Vite
// read it as CommonJS.

const EMAIL_MESSAGES = {
  missing: 'Vul een nieuw e-mailadres in.',
  invalid: 'Vul een geldig e-mailadres in.',
  own: 'Dit is al je e-mailadres.',
};

/** An address PocketBase can send to: no spaces, quotes, brackets or separators; a dot after the at sign. */
const EMAIL_SHAPE = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;
const EMAIL_MAX_LENGTH = 255;

/**
 * What is wrong with `wanted` (trimmed) as a member's new address, with PocketBase's validation
 * code, or null: it is required, well-formed and not the member's `current` one (without case).
 */
function newEmailError(wanted, current) {
  if (!wanted) return { code: 'validation_required', message: EMAIL_MESSAGES.missing };
  if (wanted.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(wanted))
    return { code: 'validation_is_email', message: EMAIL_MESSAGES.invalid };
  if (wanted.toLowerCase() === String(current).toLowerCase())
    return { code: 'validation_not_in_invalid', message: EMAIL_MESSAGES.own };
  return null;
}

module.exports = { EMAIL_MESSAGES, newEmailError };
