/// <reference path="../pb_data/types.d.ts" />

// Messages from an event's organisers to its participants (#34): sent through the organisers'
// route (pb_hooks/event-messages.pb.js), which mails each member addressed in the same
// transaction, and listed on the event page for its participants. `audience` is the sign-ups'
// status the message went to, or `all`; `recipients` how many members it addressed then. A
// cancellation writes one itself (`automatic`). Members may turn the mails off (`bericht`).
// API rules: the permission table (read by the event's participants and organisers; written by
// the server only).
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    const users = app.findCollectionByNameOrId('users');
    app.save(
      new Collection({
        type: 'base',
        name: 'event_messages',
        fields: [
          {
            type: 'relation',
            name: 'event',
            required: true,
            collectionId: events.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: 'select', name: 'audience', required: true, maxSelect: 1, values: ['confirmed', 'waiting', 'all'] },
          { type: 'text', name: 'body', required: true, max: 2000 },
          { type: 'relation', name: 'author', collectionId: users.id, maxSelect: 1 },
          { type: 'text', name: 'author_name', max: 200 },
          { type: 'number', name: 'recipients', onlyInt: true, min: 0 },
          { type: 'bool', name: 'automatic' },
          { type: 'autodate', name: 'created', onCreate: true },
        ],
        indexes: ['CREATE INDEX `idx_event_messages_event` ON `event_messages` (`event`, `created`)'],
      })
    );
    const mailOff = users.fields.getByName('mail_off');
    mailOff.values = [...mailOff.values, 'bericht'];
    mailOff.maxSelect = mailOff.values.length;
    app.save(users);
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    const kind = outbox.fields.getByName('kind');
    kind.values = [...kind.values, 'bericht'];
    app.save(outbox);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('event_messages'));
    const users = app.findCollectionByNameOrId('users');
    const mailOff = users.fields.getByName('mail_off');
    mailOff.values = mailOff.values.filter((value) => value !== 'bericht');
    mailOff.maxSelect = mailOff.values.length;
    app.save(users);
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    const kind = outbox.fields.getByName('kind');
    kind.values = kind.values.filter((value) => value !== 'bericht');
    app.save(outbox);
  }
);
