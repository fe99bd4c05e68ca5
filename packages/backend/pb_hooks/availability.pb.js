/// <reference path="../pb_data/types.d.ts" />

// Members answer "ik kom" or "kan niet" for a training (lib/availability.js); the organisers
// (the events' delete rule from the permission table: the organising committee and admins) read
// who comes, who cannot and who has not answered. A member reads their own answer through the
// API (availability, the permission table).
routerAdd(
  'PUT',
  '/api/tjas/evenementen/{id}/beschikbaarheid',
  (e) => {
    const availability = require(`${__hooks}/lib/availability.js`);
    const info = e.requestInfo();
    const body = info.body || {};
    const event = require(`${__hooks}/lib/path-event.js`).eventOfPath(e);
    const { rules } = require(`${__hooks}/lib/access.js`).readAccess();
    if (!e.app.canAccessRecord(event, info, rules.events.viewRule))
      throw new ForbiddenError('Alleen actieve leden geven door of ze komen.');
    const errors = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/availability.cjs`).availabilityErrors(
      body
    );
    require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(errors);
    /** @type {core.Record | null} */
    let saved = null;
    // Read and written in one transaction (a single writer): two clicks at once leave one answer.
    e.app.runInTransaction((txApp) => {
      const current = txApp.findRecordById('events', event.id);
      availability.checkOpen(current, Date.now());
      saved = availability.answer(txApp, current, e.auth.id, body);
    });
    if (!saved) throw new Error('Geen antwoord opgeslagen');
    return e.json(200, {
      id: saved.id,
      event: saved.getString('event'),
      user: saved.getString('user'),
      answer: saved.getString('answer'),
      reason: saved.getString('reason'),
      updated: saved.getString('updated'),
    });
  },
  $apis.requireAuth('users')
);

routerAdd(
  'GET',
  '/api/tjas/evenementen/{id}/beschikbaarheid',
  (e) => {
    const event = require(`${__hooks}/lib/path-event.js`).eventOfPath(e);
    const { rules } = require(`${__hooks}/lib/access.js`).readAccess();
    if (!e.app.canAccessRecord(event, e.requestInfo(), rules.events.deleteRule))
      throw new ForbiddenError('Wie komt en wie niet, ziet de organisatie van de training.');
    return e.json(200, require(`${__hooks}/lib/availability.js`).overview(e.app, event));
  },
  $apis.requireAuth('users')
);
