/// <reference path="../pb_data/types.d.ts" />

// Mails to members about what happened to them (a place from the waiting list, a handled
// submission, an order that changed), written to an outbox in the transaction that makes the
// change and sent by a job (pb_hooks/mails.pb.js): a request never waits for the mail server,
// and a mail server that is down delays a mail, never the change. Members turn each kind off in
// their account (`mail_off`). PocketBase's own login alert gets Dutch words.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(
      new SelectField({ name: 'mail_off', maxSelect: 3, values: ['wachtlijst', 'inzending', 'bestelling'] })
    );
    users.authAlert.emailTemplate.subject = 'Ingelogd op een nieuw apparaat bij {APP_NAME}';
    users.authAlert.emailTemplate.body =
      '<p>Hoi {RECORD:name},</p>' +
      '<p>Er is zojuist ingelogd op je account van {APP_NAME} vanaf een apparaat of plek die we nog niet kenden.</p>' +
      '<p>Was jij dit? Dan hoef je niets te doen. Was jij het niet? Kies dan meteen een nieuw wachtwoord via ' +
      '<a href="{APP_URL}/login/vergeten">{APP_URL}/login/vergeten</a> en laat het de ICT-commissie weten.</p>' +
      '<p>Groeten,<br>{APP_NAME}</p>';
    app.save(users);

    const outbox = new Collection({
      type: 'base',
      name: 'mail_outbox',
      fields: [
        { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, cascadeDelete: true },
        { type: 'email', name: 'to', required: true },
        {
          type: 'select',
          name: 'kind',
          required: true,
          maxSelect: 1,
          values: ['wachtlijst', 'inzending', 'bestelling'],
        },
        { type: 'text', name: 'subject', required: true, max: 300 },
        { type: 'text', name: 'text', required: true, max: 20000 },
        { type: 'text', name: 'html', required: true, max: 60000 },
        { type: 'number', name: 'attempts', onlyInt: true, min: 0 },
        { type: 'date', name: 'next_attempt' },
        { type: 'date', name: 'sent' },
        { type: 'text', name: 'last_error', max: 2000 },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_mail_outbox_due` ON `mail_outbox` (`sent`, `next_attempt`)'],
    });
    app.save(outbox);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('mail_outbox'));
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('mail_off');
    app.save(users);
  }
);
