/// <reference path="../pb_data/types.d.ts" />

// `ends` is when an event is over: its end, or its start when it has none. The events list asks
// for "not over yet" as one indexed range (ends >= now) instead of "start >= now || end >= now",
// which cannot use an index and made every list request scan and count all events.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new DateField({ name: 'ends' }));
    events.addIndex('idx_events_ends', false, 'ends', '');
    app.save(events);
    app.db().newQuery("UPDATE events SET ends = CASE WHEN end != '' THEN end ELSE start END").execute();
  },
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.removeIndex('idx_events_ends');
    events.fields.removeByName('ends');
    app.save(events);
  }
);
