/// <reference path="../pb_data/types.d.ts" />

// The outbox job renders a mail's HTML when it sends it (1766410000_mail_parts.js) and keeps it
// with the mail. Escaping makes HTML longer than the words it was made from, so a mail accepted
// with its text and parts could render beyond the field's 60,000 characters: saving the sent
// mark would then fail after the mail went out, and the job would send it again. The field
// takes what the renderer can make from the largest accepted parts.
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    outbox.fields.getByName('html').max = 1000000;
    app.save(outbox);
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    outbox.fields.getByName('html').max = 60000;
    app.save(outbox);
  }
);
