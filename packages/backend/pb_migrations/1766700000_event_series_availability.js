/// <reference path="../pb_data/types.d.ts" />

// Series of events and the availability of members for trainings (#34, as Spond).
// `events.series`: the occurrences of one series share it, a random id the server gives when it
// makes them (pb_hooks/event-series.pb.js), never a member's request (the permission table).
// `events.training`: the organisers mark an event as a training; members then answer "ik kom" or
// "kan niet" instead of signing up. `availability`: one answer per member and event (the unique
// index: a double click or two tabs never make two), written only through the member's route,
// read by that member and the event's organisers (the permission table).
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new TextField({ name: 'series', max: 15, pattern: '^[a-z0-9]*$' }));
    events.fields.add(new BoolField({ name: 'training' }));
    events.indexes = /** @type {any} */ ([
      ...events.indexes,
      'CREATE INDEX `idx_events_series` ON `events` (`series`, `start`)',
    ]);
    app.save(events);
    const users = app.findCollectionByNameOrId('users');
    app.save(
      new Collection({
        type: 'base',
        name: 'availability',
        fields: [
          {
            type: 'relation',
            name: 'event',
            required: true,
            collectionId: events.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: 'relation', name: 'user', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          { type: 'select', name: 'answer', required: true, maxSelect: 1, values: ['komt', 'kan_niet'] },
          { type: 'text', name: 'reason', max: 200 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_availability_event_user` ON `availability` (`event`, `user`)'],
      })
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('availability'));
    const events = app.findCollectionByNameOrId('events');
    events.indexes = /** @type {any} */ (events.indexes.filter((index) => index.indexOf('idx_events_series') < 0));
    events.fields.removeByName('series');
    events.fields.removeByName('training');
    app.save(events);
  }
);
