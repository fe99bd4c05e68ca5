/// <reference path="../pb_data/types.d.ts" />

// Which mails a member turned off is theirs alone: hidden from the records API (other members
// list users), read and written through /api/tjas/mijn-mailvoorkeuren (pb_hooks/mails.pb.js).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.getByName('mail_off').hidden = true;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.getByName('mail_off').hidden = false;
    app.save(users);
  }
);
