/// <reference path="../pb_data/types.d.ts" />

// A deactivated member loses every session at once, not when their token expires: a new token
// key invalidates every token signed with the old one (API calls, file tokens, password-reset
// and e-mail-change links), and PocketBase drops the realtime connections' login with it. Rights
// that come from committees need nothing of the kind: every request reads the member's
// committees afresh.
onRecordUpdate((e) => {
  const deactivated = e.record.getBool('inactive') && !e.record.original().getBool('inactive');
  if (deactivated) e.record.refreshTokenKey();
  e.next();
  // Their phones and laptops stop hearing from the site too (pushes are a session of a kind).
  if (deactivated) require(`${__hooks}/lib/member-pushes.js`).removeDevices(e.app, e.record.id);
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

// A password change names the old password (`oldPassword`), and PocketBase answers whether it is
// right: one more way to guess a member's password (an admin may send it for any member). Every
// such attempt counts against the login limit of the client's address (LOGINS_PER_MINUTE), as a
// login does; over it, the change is refused with 429 before the password is checked.
onRecordUpdateRequest((e) => {
  const body = e.requestInfo().body || {};
  if (body.oldPassword !== undefined && body.oldPassword !== null && body.oldPassword !== '')
    require(`${__hooks}/lib/attempt-limits.js`).countAttempt(e, 'old-password', '*:authWithPassword');
  e.next();
}, 'users');
