/// <reference path="../pb_data/types.d.ts" />

// Guests at events: an event may let each member bring up to `max_guests` guests (by name). A
// sign-up takes `places` places, the member and their guests, set by the sign-up hook; the
// event's `signups_confirmed` counts places from now on (it counted sign-ups, which was the same
// while every sign-up was one person). The guests' names are not members' data for every member
// to list with the sign-ups: they live apart, as the answers do (read by the member and the
// organisers, written by the sign-up hook only; rules from the permission table at start).
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new NumberField({ name: 'max_guests', min: 0, max: 10, onlyInt: true }));
    app.save(events);
    const signups = app.findCollectionByNameOrId('signups');
    signups.fields.add(new NumberField({ name: 'places', min: 0, max: 11, onlyInt: true }));
    app.save(signups);
    app.db().newQuery('UPDATE signups SET places = 1').execute();
    app.save(
      new Collection({
        type: 'base',
        name: 'signup_guests',
        fields: [
          {
            name: 'signup',
            type: 'relation',
            required: true,
            collectionId: signups.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            name: 'event',
            type: 'relation',
            required: true,
            collectionId: events.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            name: 'user',
            type: 'relation',
            required: true,
            collectionId: app.findCollectionByNameOrId('users').id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { name: 'names', type: 'json', maxSize: 4000 },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_signup_guests_signup ON signup_guests (signup)',
          'CREATE INDEX idx_signup_guests_event ON signup_guests (event)',
        ],
      })
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('signup_guests'));
    const signups = app.findCollectionByNameOrId('signups');
    signups.fields.removeByName('places');
    app.save(signups);
    const events = app.findCollectionByNameOrId('events');
    events.fields.removeByName('max_guests');
    app.save(events);
  }
);
