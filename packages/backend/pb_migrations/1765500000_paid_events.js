/// <reference path="../pb_data/types.d.ts" />

// Paid events: how to pay (on the event and in the confirmation mail), and the organisers' mark
// of who paid. The mark lives apart from the sign-up, as the answers do: members list each
// other's sign-ups, but whether someone paid is for that member and the organisers only. Only the
// route /api/tjas/aanmeldingen/{id}/betaald writes it (pb_hooks/signups.pb.js); its read rules
// come from the permission table at start. A confirmation mail on sign-up is a new kind of mail.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new TextField({ name: 'payment_instructions', max: 2000 }));
    app.save(events);

    const signups = app.findCollectionByNameOrId('signups');
    const users = app.findCollectionByNameOrId('users');
    app.save(
      new Collection({
        type: 'base',
        name: 'signup_payments',
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
          { name: 'user', type: 'relation', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          { name: 'marked_by', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_signup_payments_signup ON signup_payments (signup)',
          'CREATE INDEX idx_signup_payments_event ON signup_payments (event)',
        ],
      })
    );

    const kinds = ['wachtlijst', 'inzending', 'bestelling', 'aanmelding'];
    const mailOff = users.fields.getByName('mail_off');
    mailOff.values = kinds;
    mailOff.maxSelect = kinds.length;
    app.save(users);
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    outbox.fields.getByName('kind').values = kinds;
    app.save(outbox);
  },
  (app) => {
    const kinds = ['wachtlijst', 'inzending', 'bestelling'];
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    outbox.fields.getByName('kind').values = kinds;
    app.save(outbox);
    const users = app.findCollectionByNameOrId('users');
    const mailOff = users.fields.getByName('mail_off');
    mailOff.values = kinds;
    mailOff.maxSelect = kinds.length;
    app.save(users);
    app.delete(app.findCollectionByNameOrId('signup_payments'));
    const events = app.findCollectionByNameOrId('events');
    events.fields.removeByName('payment_instructions');
    app.save(events);
  }
);
