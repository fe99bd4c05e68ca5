/// <reference path="../pb_data/types.d.ts" />

// Push notifications (#34). Every collection here is the server's alone (no API rule: superusers
// only); members reach them through the routes of pb_hooks/push.pb.js.
// - push_keys: the site's VAPID key pair, made by the Node sender at its first start
//   (src/push/vapid-keys.ts) and kept in the database, so a backup and its restore keep it and
//   the browsers' subscriptions, which are bound to the public key, keep working.
// - push_subscriptions: a browser's subscription (PushSubscription.toJSON()) of a member; one per
//   endpoint (a device that changes hands moves to its new member).
// - push_outbox: one push per subscription, written in the transaction of the change it is about
//   (as mail_outbox) and sent by the Node sender (src/push/push-sender.ts), which claims it with
//   a lease; it goes with its subscription.
// - push_reminders: the reminders already written, once per member, event and kind.
// - event_views: the events a member opened (for the reminder before a sign-up deadline).
// - users.push_off: the kinds a member turned off (hidden, as mail_off; their own route).
const KINDS = ['wachtlijst', 'evenement', 'herinnering', 'deadline', 'bestelling', 'inzending', 'bericht'];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const events = app.findCollectionByNameOrId('events');
    app.save(
      new Collection({
        type: 'base',
        name: 'push_keys',
        fields: [
          { type: 'text', name: 'name', required: true, max: 50 },
          { type: 'text', name: 'public_key', required: true, max: 200 },
          { type: 'text', name: 'private_key', required: true, max: 200 },
          { type: 'autodate', name: 'created', onCreate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_push_keys_name` ON `push_keys` (`name`)'],
      })
    );
    const subscriptions = new Collection({
      type: 'base',
      name: 'push_subscriptions',
      fields: [
        { type: 'relation', name: 'user', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
        { type: 'text', name: 'endpoint', required: true, max: 1000 },
        { type: 'text', name: 'p256dh', required: true, max: 100 },
        { type: 'text', name: 'auth', required: true, max: 30 },
        { type: 'date', name: 'expires' },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_push_subscriptions_endpoint` ON `push_subscriptions` (`endpoint`)',
        'CREATE INDEX `idx_push_subscriptions_user` ON `push_subscriptions` (`user`)',
      ],
    });
    app.save(subscriptions);
    app.save(
      new Collection({
        type: 'base',
        name: 'push_outbox',
        fields: [
          {
            type: 'relation',
            name: 'subscription',
            required: true,
            collectionId: subscriptions.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: 'select', name: 'kind', required: true, maxSelect: 1, values: KINDS },
          { type: 'json', name: 'payload', required: true, maxSize: 4000 },
          { type: 'number', name: 'attempts', onlyInt: true, min: 0 },
          { type: 'date', name: 'next_attempt' },
          { type: 'date', name: 'sent' },
          { type: 'text', name: 'last_error', max: 2000 },
          // Given up by the sender (a permanent refusal, or too many attempts): never claimed again.
          { type: 'bool', name: 'failed' },
          { type: 'autodate', name: 'created', onCreate: true },
        ],
        indexes: ['CREATE INDEX `idx_push_outbox_due` ON `push_outbox` (`sent`, `next_attempt`)'],
      })
    );
    app.save(
      new Collection({
        type: 'base',
        name: 'push_reminders',
        fields: [
          { type: 'relation', name: 'user', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          {
            type: 'relation',
            name: 'event',
            required: true,
            collectionId: events.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: 'select', name: 'kind', required: true, maxSelect: 1, values: ['herinnering', 'deadline'] },
          { type: 'autodate', name: 'created', onCreate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_push_reminders_once` ON `push_reminders` (`user`, `event`, `kind`)',
          'CREATE INDEX `idx_push_reminders_event` ON `push_reminders` (`event`)',
        ],
      })
    );
    app.save(
      new Collection({
        type: 'base',
        name: 'event_views',
        fields: [
          { type: 'relation', name: 'user', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          {
            type: 'relation',
            name: 'event',
            required: true,
            collectionId: events.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: 'autodate', name: 'created', onCreate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_event_views_once` ON `event_views` (`event`, `user`)',
          'CREATE INDEX `idx_event_views_user` ON `event_views` (`user`)',
        ],
      })
    );
    users.fields.add(new SelectField({ name: 'push_off', maxSelect: KINDS.length, values: KINDS, hidden: true }));
    app.save(users);
  },
  (app) => {
    for (const name of ['event_views', 'push_reminders', 'push_outbox', 'push_subscriptions', 'push_keys'])
      app.delete(app.findCollectionByNameOrId(name));
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('push_off');
    app.save(users);
  }
);
