/// <reference path="../pb_data/types.d.ts" />

// Security round 2: e-mail addresses unique regardless of case, organisers cannot hand an event
// to a committee they are not in, the invitation state of new members, and the table that
// recognises a form sent twice.
const MEMBER = '@request.auth.id != "" && @request.auth.collectionName = "users"';
const ADMIN = '@request.auth.committees.admin ?= true';
const EMAIL_INDEX =
  "CREATE UNIQUE INDEX `idx_users_email_nocase` ON `users` (`email` COLLATE NOCASE) WHERE `email` != ''";

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    // PocketBase's own index compares e-mail addresses case-sensitively: "BESTUUR@..." could
    // sit next to "bestuur@...". One unique index without case replaces it.
    // A JS array stands for the Go list PocketBase's declarations name (types.JSONArray).
    users.indexes = /** @type {any} */ (
      users.indexes.filter((index) => !/\(\s*`?email`?\s*\)/i.test(index)).concat([EMAIL_INDEX])
    );
    users.fields.add(new SelectField({ name: 'invitation', maxSelect: 1, values: ['verstuurd', 'mislukt'] }));
    // Members never set the invitation state themselves.
    users.updateRule = users.updateRule.replace(
      '@request.body.email:isset = false',
      '@request.body.email:isset = false && @request.body.invitation:isset = false'
    );
    app.save(users);

    const events = app.findCollectionByNameOrId('events');
    // An organiser edits their committee's event, and may move it only to another committee of theirs.
    events.updateRule =
      `${MEMBER} && (${ADMIN} || (@request.auth.committees.id ?= organiser` +
      ' && (@request.body.organiser:isset = false || @request.auth.committees.id ?= @request.body.organiser)))';
    app.save(events);

    // Fingerprints of recent record creations (member, collection, content): a second identical
    // one within seconds is a double submit. Not a collection: nothing reads it over the API.
    app
      .db()
      .newQuery(
        'CREATE TABLE IF NOT EXISTS request_fingerprints (fingerprint TEXT PRIMARY KEY NOT NULL, created INTEGER NOT NULL)'
      )
      .execute();
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS request_fingerprints').execute();
    const events = app.findCollectionByNameOrId('events');
    events.updateRule = `${MEMBER} && (${ADMIN} || @request.auth.committees.id ?= organiser)`;
    app.save(events);
    const users = app.findCollectionByNameOrId('users');
    users.updateRule = users.updateRule.replace(' && @request.body.invitation:isset = false', '');
    users.fields.removeByName('invitation');
    users.indexes = /** @type {any} */ (
      users.indexes
        .filter((index) => index !== EMAIL_INDEX)
        .concat(['CREATE UNIQUE INDEX `idx_email_' + users.id + "` ON `users` (`email`) WHERE `email` != ''"])
    );
    app.save(users);
  }
);
