/// <reference path="../../pb_data/types.d.ts" />
// The mail that welcomes a new member and lets them choose their password. Its link is a
// password-reset token of PocketBase's own kind (so the standard confirm-password-reset takes
// it and marks the address verified), but valid for days (TJAS_INVITATION_DAYS, default 7)
// instead of the half hour of a reset link. Sending can fail (the mail server is down): the
// failure is recorded on the member and in the change log, so an admin sees it and can send the
// invitation again; a new invitation makes a new link and ends the earlier ones.

function invitationDays() {
  const days = Number($os.getenv('TJAS_INVITATION_DAYS'));
  return days > 0 ? days : 7;
}

/**
 * A password-reset token for `member` that stays valid for `days`. The member's token key is
 * renewed first, so the links of earlier invitations stop working (a new member has no
 * sessions to lose); the caller saves the member.
 */
function invitationToken(member, days) {
  member.refreshTokenKey();
  const collection = member.collection();
  return $security.createJWT(
    { id: member.id, type: 'passwordReset', collectionId: collection.id, email: member.email() },
    member.tokenKey() + collection.passwordResetToken.secret,
    days * 86400
  );
}

/** The welcome mail's text and HTML. */
function invitationMail(app, member, inviterName, days) {
  const mails = require(`${__hooks}/lib/member-mails.js`);
  const site = mails.siteOf(app);
  const url = `${site.url}/login/vergeten?token=${invitationToken(member, days)}&welkom=1`;
  const added = inviterName
    ? `${inviterName} heeft je toegevoegd als lid van de ledensite`
    : 'Je bent toegevoegd als lid van de ledensite';
  const paragraphs = [
    `Welkom bij ${site.name}! ${added}: daar meld je je aan voor evenementen en trainingen, zie je de uitslagen, foto's en het laatste nieuws, en bestel je clubkleding.`,
    `Kies eerst een wachtwoord via de knop hieronder. De link is ${days} dagen geldig. Daarna log je in met je e-mailadres (${member.email()}) of je gebruikersnaam (${member.getString('username')}).`,
    `Is de link verlopen? Vraag ${inviterName || 'het bestuur'} om een nieuwe uitnodiging, of vraag zelf een link aan via "Wachtwoord vergeten" op de inlogpagina.`,
  ];
  const footer = {
    text: `Je krijgt deze mail omdat je bent toegevoegd als lid van ${site.name}. Ken je ons niet? Dan kun je deze mail negeren.`,
    link: '',
  };
  return {
    subject: `Welkom bij ${site.name}: kies je wachtwoord`,
    body: mails.render(
      site,
      member.getString('name') || member.getString('username'),
      paragraphs,
      { label: 'Kies je wachtwoord', url },
      footer
    ),
  };
}

/** Sends the invitation; true when the mail server took it. */
function invite(app, memberId, actorId) {
  const changes = require(`${__hooks}/lib/member-changes.js`);
  const member = app.findRecordById('users', memberId);
  let inviterName;
  try {
    inviterName = actorId ? app.findRecordById('users', actorId).getString('name') : '';
  } catch (error) {
    inviterName = '';
  }
  let sent = true;
  try {
    const mail = invitationMail(app, member, inviterName, invitationDays());
    require(`${__hooks}/lib/member-mails.js`).send(app, member.email(), mail.subject, mail.body);
  } catch (error) {
    sent = false;
    app.logger().error('Uitnodiging niet verstuurd', 'member', memberId, 'error', String(error));
  }
  member.set('invitation', sent ? 'verstuurd' : 'mislukt');
  app.saveNoValidate(member);
  changes.record(
    app,
    actorId,
    memberId,
    sent ? 'uitnodiging verstuurd' : 'uitnodiging niet verstuurd: de mailserver is niet bereikbaar'
  );
  return sent;
}

module.exports = { invite };
