/// <reference path="../pb_data/types.d.ts" />

// Each event carries its sign-up counts (places taken, waiting list), kept by the sign-up hooks,
// so the events list shows every card's status from the one list request.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new NumberField({ name: 'signups_confirmed', min: 0, onlyInt: true }));
    events.fields.add(new NumberField({ name: 'signups_waiting', min: 0, onlyInt: true }));
    app.save(events);
    app
      .db()
      .newQuery(
        "UPDATE events SET signups_confirmed = (SELECT COUNT(*) FROM signups WHERE signups.event = events.id AND signups.status = 'confirmed'), " +
          "signups_waiting = (SELECT COUNT(*) FROM signups WHERE signups.event = events.id AND signups.status = 'waiting')"
      )
      .execute();
  },
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.removeByName('signups_confirmed');
    events.fields.removeByName('signups_waiting');
    app.save(events);
  }
);
