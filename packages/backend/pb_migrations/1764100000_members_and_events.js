/// <reference path="../pb_data/types.d.ts" />

// Members, committees, events and sign-ups. The whole site is members-only: every rule starts
// from a logged-in member, and anonymous requests read nothing.
const MEMBER = '@request.auth.id != "" && @request.auth.collectionName = "users"';
const ADMIN = '@request.auth.committees.admin ?= true';

migrate(
  (app) => {
    const committees = new Collection({
      type: 'base',
      name: 'committees',
      listRule: MEMBER,
      viewRule: MEMBER,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, min: 2, max: 100 },
        { name: 'admin', type: 'bool' },
        { name: 'description', type: 'text', max: 2000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_committees_name ON committees (name COLLATE NOCASE)'],
    });
    app.save(committees);

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'username', required: true, min: 3, max: 50, pattern: '^[a-z0-9._-]+$' }));
    users.fields.add(new RelationField({ name: 'committees', collectionId: committees.id, maxSelect: 100 }));
    users.addIndex('idx_users_username', true, 'username COLLATE NOCASE', '');
    users.passwordAuth.identityFields = ['email', 'username'];
    users.listRule = MEMBER;
    users.viewRule = MEMBER;
    users.createRule = null;
    users.deleteRule = null;
    users.manageRule = null;
    // Members edit their own profile, but never their committees (that would be self-promotion)
    // nor the username they sign with.
    users.updateRule =
      `${MEMBER} && id = @request.auth.id` +
      ' && @request.body.committees:isset = false && @request.body.username:isset = false' +
      ' && @request.body.verified:isset = false';
    users.resetPasswordTemplate.subject = 'Nieuw wachtwoord voor {APP_NAME}';
    users.resetPasswordTemplate.body =
      '<p>Hoi {RECORD:name},</p>' +
      '<p>Je hebt gevraagd om een nieuw wachtwoord voor {APP_NAME}. Kies het via deze link:</p>' +
      '<p><a href="{APP_URL}/login/vergeten?token={TOKEN}">Nieuw wachtwoord instellen</a></p>' +
      '<p>Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.</p>' +
      '<p>Groeten,<br>{APP_NAME}</p>';
    app.save(users);

    const events = new Collection({
      type: 'base',
      name: 'events',
      listRule: MEMBER,
      viewRule: MEMBER,
      // Organisers (members of the organising committee) and admins manage their events.
      createRule: `${MEMBER} && (${ADMIN} || @request.auth.committees.id ?= @request.body.organiser)`,
      updateRule: `${MEMBER} && (${ADMIN} || @request.auth.committees.id ?= organiser)`,
      deleteRule: `${MEMBER} && (${ADMIN} || @request.auth.committees.id ?= organiser)`,
      fields: [
        { name: 'title', type: 'text', required: true, min: 3, max: 200 },
        { name: 'description', type: 'text', max: 20000 },
        { name: 'location', type: 'text', max: 200 },
        { name: 'start', type: 'date', required: true },
        { name: 'end', type: 'date' },
        {
          name: 'organiser',
          type: 'relation',
          required: true,
          collectionId: committees.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_events_start ON events (start)'],
    });
    app.save(events);

    const signups = new Collection({
      type: 'base',
      name: 'signups',
      listRule: MEMBER,
      viewRule: MEMBER,
      // A member signs up (and out) only themselves.
      createRule: `${MEMBER} && @request.body.user = @request.auth.id`,
      updateRule: null,
      deleteRule: `${MEMBER} && user = @request.auth.id`,
      fields: [
        {
          name: 'event',
          type: 'relation',
          required: true,
          collectionId: events.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          name: 'user',
          type: 'relation',
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_signups_event_user ON signups (event, user)'],
    });
    app.save(signups);
  },
  (app) => {
    for (const name of ['signups', 'events']) app.delete(app.findCollectionByNameOrId(name));
    const users = app.findCollectionByNameOrId('users');
    users.removeIndex('idx_users_username');
    users.fields.removeByName('committees');
    users.fields.removeByName('username');
    app.save(users);
    app.delete(app.findCollectionByNameOrId('committees'));
  }
);
