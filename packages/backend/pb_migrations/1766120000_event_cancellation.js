/// <reference path="../pb_data/types.d.ts" />

// Cancelled events (#32): an organiser cancels an event instead of deleting it, so it stays on
// the list marked "Geannuleerd" and its members are told by mail (pb_hooks/signups.pb.js).
// `cancelled` is what the organisers set (the events' update rule from the permission table
// decides who); `cancelled_at` is set by the server when it happens, for the page and the mail.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new BoolField({ name: 'cancelled' }));
    events.fields.add(new DateField({ name: 'cancelled_at' }));
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.removeByName('cancelled_at');
    events.fields.removeByName('cancelled');
    app.save(events);
  }
);
