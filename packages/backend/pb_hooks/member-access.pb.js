/// <reference path="../pb_data/types.d.ts" />

// A deactivated member loses every session at once, not when their token expires: a new token
// key invalidates every token signed with the old one (API calls, file tokens, password-reset
// and e-mail-change links), and PocketBase drops the realtime connections' login with it. Rights
// that come from committees need nothing of the kind: every request reads the member's
// committees afresh.
onRecordUpdate((e) => {
  if (e.record.getBool('inactive') && !e.record.original().getBool('inactive')) e.record.refreshTokenKey();
  e.next();
}, 'users');

// A deactivated account answers a login exactly as a wrong password does (same message, same
// password check), so a login attempt does not tell whether an account exists but is inactive.
onRecordAuthWithPasswordRequest((e) => {
  if (e.record && e.record.getBool('inactive')) {
    e.record.validatePassword(e.password);
    throw new BadRequestError('Failed to authenticate.');
  }
  e.next();
}, 'users');
