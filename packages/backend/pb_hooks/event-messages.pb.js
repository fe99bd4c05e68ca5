/// <reference path="../pb_data/types.d.ts" />

// The organisers of an event (its committee, and admins: the events' delete rule from the
// permission table) send its participants a message (lib/event-messages.js). Members read the
// messages through the API, as the permission table allows (event_messages).
routerAdd(
  'POST',
  '/api/tjas/evenementen/{id}/berichten',
  (e) => {
    const messages = require(`${__hooks}/lib/event-messages.js`);
    const fingerprints = require(`${__hooks}/lib/request-fingerprints.js`);
    const body = e.requestInfo().body || {};
    const event = require(`${__hooks}/lib/path-event.js`).eventOfPath(e);
    const { rules } = require(`${__hooks}/lib/access.js`).readAccess();
    if (!e.app.canAccessRecord(event, e.requestInfo(), rules.events.deleteRule))
      throw new ForbiddenError('Alleen de organisatie van dit evenement stuurt de deelnemers een bericht.');
    const errors = messages.messageErrors(body);
    if (errors) require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(errors);
    const audience = body.audience;
    const text = String(body.body).trim();
    // A double click sends one message, and one mail to each member.
    const fingerprint = $security.sha256(`${e.auth.id}\nevent_messages\n${event.id}\n${audience}\n${text}`);
    const message = fingerprints.once(e.app, fingerprint, () => {
      let saved = null;
      e.app.runInTransaction((txApp) => {
        saved = messages.send(txApp, txApp.findRecordById('events', event.id), audience, text, e.auth);
      });
      return saved;
    });
    return e.json(201, messages.publicOf(message));
  },
  $apis.requireAuth('users')
);
