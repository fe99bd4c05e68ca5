/// <reference path="../pb_data/types.d.ts" />

// A mail in the outbox keeps its parts (the site, the greeting's name, the paragraphs, the button
// and the footer) beside its text; the HTML is rendered from them by the job that sends it
// (lib/member-mails.js, htmlOf), outside the transaction of the change the mail is about. So
// `html` is empty until the mail is sent. Mails written before keep their HTML and go as they are.
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    outbox.fields.add(new JSONField({ name: 'parts', maxSize: 60000 }));
    outbox.fields.getByName('html').required = false;
    app.save(outbox);
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    outbox.fields.removeByName('parts');
    outbox.fields.getByName('html').required = true;
    app.save(outbox);
  }
);
