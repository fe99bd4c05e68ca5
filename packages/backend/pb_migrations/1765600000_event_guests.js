/// <reference path="../pb_data/types.d.ts" />

// Guests at events: an event may let each member bring up to `max_guests` guests (by name). A
// sign-up takes `places` places, the member and their guests, set by the sign-up hook; the
// event's `signups_confirmed` counts places from now on (it counted sign-ups, which was the same
// while every sign-up was one person).
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new NumberField({ name: 'max_guests', min: 0, max: 10, onlyInt: true }));
    app.save(events);
    const signups = app.findCollectionByNameOrId('signups');
    signups.fields.add(new JSONField({ name: 'guests', maxSize: 4000 }));
    signups.fields.add(new NumberField({ name: 'places', min: 0, max: 11, onlyInt: true }));
    app.save(signups);
    app.db().newQuery('UPDATE signups SET places = 1').execute();
  },
  (app) => {
    const signups = app.findCollectionByNameOrId('signups');
    signups.fields.removeByName('guests');
    signups.fields.removeByName('places');
    app.save(signups);
    const events = app.findCollectionByNameOrId('events');
    events.fields.removeByName('max_guests');
    app.save(events);
  },
);
