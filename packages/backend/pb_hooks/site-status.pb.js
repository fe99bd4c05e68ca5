/// <reference path="../pb_data/types.d.ts" />

// GET /api/tjas/status: the site's health for admins (lib/site-status.js), shown on
// /tjas-actief/ledenbeheer, so a mail server that is down or backups that fail are seen.
routerAdd(
  'GET',
  '/api/tjas/status',
  (e) => {
    const { holds } = require(`${__hooks}/lib/access.js`);
    if (!e.hasSuperuserAuth() && !holds(e.app, e, 'manageMembers', e.auth))
      throw new ForbiddenError('Alleen beheerders zien de status van de site.');
    return e.json(200, require(`${__hooks}/lib/site-status.js`).status(e.app));
  },
  $apis.requireAuth('users', '_superusers')
);
