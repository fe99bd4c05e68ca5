/// <reference path="../../pb_data/types.d.ts" />
// The mail that invites a new member to choose a password. Sending can fail (the mail server is
// down): the failure is recorded on the member and in the change log, so an admin sees it and
// can send the invitation again.

/** Sends the invitation; true when the mail server took it. */
function invite(app, memberId, actorId) {
  const changes = require(`${__hooks}/lib/member-changes.js`);
  const member = app.findRecordById('users', memberId);
  let sent = true;
  try {
    $mails.sendRecordPasswordReset(app, member);
  } catch (error) {
    sent = false;
    app.logger().error('Uitnodiging niet verstuurd', 'member', memberId, 'error', String(error));
  }
  member.set('invitation', sent ? 'verstuurd' : 'mislukt');
  app.saveNoValidate(member);
  changes.record(app, actorId, memberId, sent ? 'uitnodiging verstuurd' : 'uitnodiging niet verstuurd: de mailserver is niet bereikbaar');
  return sent;
}

module.exports = { invite };
