/// <reference path="../pb_data/types.d.ts" />

// Sends the members' mails from the outbox (lib/member-mails.js): every minute, and on request
// of the maintainer (after fixing the mail server, or in tests) with POST /api/tjas/mails/versturen.

cronAdd('tjas-member-mails', '* * * * *', () => {
  require(`${__hooks}/lib/member-mails.js`).deliverDue($app, 50);
});

routerAdd(
  'POST',
  '/api/tjas/mails/versturen',
  (e) => e.json(200, require(`${__hooks}/lib/member-mails.js`).deliverDue(e.app, 200)),
  $apis.requireSuperuserAuth(),
);
