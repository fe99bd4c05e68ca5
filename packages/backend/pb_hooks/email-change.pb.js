/// <reference path="../pb_data/types.d.ts" />

// POST /api/collections/users/request-email-change, answered here instead of by PocketBase, whose
// answer tells whether an address belongs to a member (a 400 "invalid new email" for a member's
// address, 204 for any other). Here every well-formed address other than the member's own gets
// the same 204: a free address gets the confirmation mail, a member's address gets nothing (the
// confirmation would fail anyway), after about as long as a mail takes, so the time does not
// tell either. Counted per address as PocketBase's own route is (`*:requestEmailChange`).
routerAdd('POST', '/api/collections/users/request-email-change', (e) => {
  const auth = e.auth;
  if (!auth || auth.collection().name !== 'users') throw new UnauthorizedError('Log in om je e-mailadres te wijzigen.');
  require(`${__hooks}/lib/attempt-limits.js`).countAttempt(e, 'email-change', '*:requestEmailChange');

  const body = e.requestInfo().body || {};
  const wanted = typeof body.newEmail === 'string' ? body.newEmail.trim() : '';
  // The same rule and words as the account page (@tjas/schema/src/rules/account.cjs).
  const { newEmailError } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/account.cjs`);
  const refused = newEmailError(wanted, auth.email());
  if (refused) {
    throw new BadRequestError(refused.message, { newEmail: new ValidationError(refused.code, refused.message) });
  }

  const store = e.app.store();
  const KEY = 'tjas-email-change-mail-ms';
  let taken = false;
  try {
    taken = Boolean(e.app.findAuthRecordByEmail('users', wanted));
  } catch (error) {
    // nobody has it
  }
  if (taken) {
    // As long as a confirmation mail took lately (a guess before the first one).
    sleep(Math.min(Number(store.get(KEY)) || 150, 5000));
    return e.noContent(204);
  }
  const started = Date.now();
  try {
    $mails.sendRecordChangeEmail(e.app, auth, wanted);
  } catch (error) {
    console.error(`E-mailwijziging: de bevestigingsmail aan een nieuw adres is niet verstuurd: ${error}`);
    throw new BadRequestError('De bevestigingsmail kon niet worden verstuurd. Probeer het later opnieuw.');
  }
  const took = Date.now() - started;
  const before = Number(store.get(KEY)) || took;
  store.set(KEY, Math.round((before * 3 + took) / 4));
  return e.noContent(204);
});
