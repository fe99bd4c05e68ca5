/// <reference path="../pb_data/types.d.ts" />

// Confirmations of changes that grant power (lib/power-confirmations.js). The shell's own dialog
// first asks the server how the change reads, shows exactly that, and sends it back with the
// member's password; the answer's id goes with the change (header X-Tjas-Bevestiging).

routerAdd(
  'POST',
  '/api/tjas/bevestigingen/omschrijving',
  (e) => {
    const change = (e.requestInfo().body || {}).change;
    return e.json(200, { description: require(`${__hooks}/lib/power-confirmations.js`).describe(e, change) });
  },
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  '/api/tjas/bevestigingen',
  (e) => {
    const body = e.requestInfo().body || {};
    const record = require(`${__hooks}/lib/power-confirmations.js`).issue(e, body.change, body.password);
    return e.json(201, {
      confirmation: record.id,
      description: record.getString('description'),
      expires: record.getString('expires'),
    });
  },
  $apis.requireAuth('users')
);

cronAdd('tjas-confirmations-cleanup', '*/10 * * * *', () => {
  require(`${__hooks}/lib/power-confirmations.js`).removeExpired($app);
});
