/// <reference path="../pb_data/types.d.ts" />

// Series of events (#34, lib/event-series.js). An organiser makes a whole series in one request,
// with the same right as one event (the events' create rule from the permission table), and
// changes an occurrence and every later one in one request (the events' update rule).
routerAdd(
  'POST',
  '/api/tjas/evenementen/reeksen',
  (e) => {
    const series = require(`${__hooks}/lib/event-series.js`);
    const fingerprints = require(`${__hooks}/lib/request-fingerprints.js`);
    const info = e.requestInfo();
    const body = info.body || {};
    // Only committees organise events; the exact rule (the organiser one of theirs, or an admin)
    // is checked on the first occurrence below, as PocketBase checks a create rule.
    if (e.auth.getStringSlice('committees').length === 0)
      throw new ForbiddenError('Alleen commissies maken een reeks evenementen.');
    const events = e.app.findCollectionByNameOrId('events');
    series.refuseWrongInput(events, body);
    const first = new Record(events);
    series.fill(first, body);
    const plan = series.planOf(first, body);
    const { rules } = require(`${__hooks}/lib/access.js`).readAccess();
    // A double click makes one series: the second gets the 409 of a double submit.
    const fingerprint = $security.sha256(`${e.auth.id}\nevent_series\n${series.canonical(body)}`);
    const made = fingerprints.once(e.app, fingerprint, () => {
      let result = null;
      e.app.runInTransaction((txApp) => {
        result = series.create(txApp, first, plan, (record) => {
          if (!txApp.canAccessRecord(record, info, rules.events.createRule))
            throw new ForbiddenError('Je maakt alleen evenementen van je eigen commissies.');
        });
      });
      return result;
    });
    return e.json(201, made);
  },
  $apis.requireAuth('users')
);

routerAdd(
  'PATCH',
  '/api/tjas/evenementen/{id}/reeks',
  (e) => {
    const series = require(`${__hooks}/lib/event-series.js`);
    const info = e.requestInfo();
    const event = require(`${__hooks}/lib/path-event.js`).eventOfPath(e);
    const { rules } = require(`${__hooks}/lib/access.js`).readAccess();
    if (!e.app.canAccessRecord(event, info, rules.events.updateRule))
      throw new ForbiddenError('Alleen de organisatie van dit evenement wijzigt de reeks.');
    if (!event.getString('series')) throw new ApiError(409, 'Dit evenement hoort niet bij een reeks.');
    if (event.getBool('cancelled'))
      throw new ApiError(409, 'Dit evenement is geannuleerd; wijzig een volgende keer van de reeks.');
    series.refuseWrongInput(event.collection(), info.body || {});
    let changed = 0;
    e.app.runInTransaction((txApp) => {
      changed = series.updateFollowing(txApp, txApp.findRecordById('events', event.id), info.body || {}, (record) =>
        txApp.canAccessRecord(record, info, rules.events.updateRule)
      );
    });
    return e.json(200, { changed });
  },
  $apis.requireAuth('users')
);
