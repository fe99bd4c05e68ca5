/// <reference path="../pb_data/types.d.ts" />

// Sends the members' mails from the outbox (lib/member-mails.js): every minute, and on request
// of the maintainer (after fixing the mail server) with POST /api/tjas/mails/versturen.
// TJAS_MAIL_JOB=off leaves out the job (the integration tests send when they ask).

if ($os.getenv('TJAS_MAIL_JOB') !== 'off') {
  cronAdd('tjas-member-mails', '* * * * *', () => {
    try {
      require(`${__hooks}/lib/member-mails.js`).deliverDue($app, 50);
    } catch (error) {
      // A mail is claimed (saved) before it is sent: on a full disk none is sent, so none is lost
      // or sent twice; the next minute tries again.
      throw require(`${__hooks}/lib/storage-faults.js`).explain($app, 'het versturen van mails', error);
    }
  });
}

routerAdd(
  'POST',
  '/api/tjas/mails/versturen',
  (e) => e.json(200, require(`${__hooks}/lib/member-mails.js`).deliverDue(e.app, 200)),
  $apis.requireSuperuserAuth()
);

// A member's own mail preferences: the kinds of mail they turned off (hidden from everyone else).
routerAdd(
  'GET',
  '/api/tjas/mijn-mailvoorkeuren',
  (e) => e.json(200, { off: e.app.findRecordById('users', e.auth.id).getStringSlice('mail_off') }),
  $apis.requireAuth('users')
);

routerAdd(
  'PUT',
  '/api/tjas/mijn-mailvoorkeuren',
  (e) => {
    const { KINDS } = require(`${__hooks}/lib/member-mails.js`);
    const given = e.requestInfo().body['off'];
    const off = Array.isArray(given) ? given.map(String) : null;
    if (!off || off.some((kind) => !Object.prototype.hasOwnProperty.call(KINDS, kind))) {
      throw new BadRequestError('Kies uit de soorten mail op de pagina.', {
        off: new ValidationError('invalid_kind', 'Kies uit de soorten mail op de pagina.'),
      });
    }
    const member = e.app.findRecordById('users', e.auth.id);
    member.set(
      'mail_off',
      off.filter((kind, index) => off.indexOf(kind) === index)
    );
    e.app.saveNoValidate(member);
    return e.json(200, { off: member.getStringSlice('mail_off') });
  },
  $apis.requireAuth('users')
);

// The reset mail in the site's look (lib/reset-mail.js).
onMailerRecordPasswordResetSend((e) => {
  const site = require(`${__hooks}/lib/member-mails.js`).siteOf(e.app);
  const mail = require(`${__hooks}/lib/reset-mail.js`).resetMail(site, e.record, String(e.meta['token'] || ''));
  e.message.subject = mail.subject;
  e.message.text = mail.text;
  e.message.html = mail.html;
  e.next();
}, 'users');
