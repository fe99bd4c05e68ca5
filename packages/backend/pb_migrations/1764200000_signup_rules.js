/// <reference path="../pb_data/types.d.ts" />

// Sign-ups done right: capacity, sign-up and sign-out windows, price, questions with private
// answers, a waiting list in sign-up order, and a per-member calendar feed token.
const MEMBER = '@request.auth.id != "" && @request.auth.collectionName = "users"';
const ADMIN = '@request.auth.committees.admin ?= true';

migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(new NumberField({ name: 'capacity', min: 0, max: 100000, onlyInt: true }));
    events.fields.add(new DateField({ name: 'signup_opens' }));
    events.fields.add(new DateField({ name: 'signup_deadline' }));
    events.fields.add(new DateField({ name: 'signout_deadline' }));
    events.fields.add(new NumberField({ name: 'price', min: 0, max: 10000000, onlyInt: true }));
    events.fields.add(new JSONField({ name: 'questions', maxSize: 20000 }));
    app.save(events);

    const signups = app.findCollectionByNameOrId('signups');
    signups.fields.add(
      new SelectField({ name: 'status', required: true, maxSelect: 1, values: ['confirmed', 'waiting'] })
    );
    // Sign-up order per event: the waiting list is served in this order.
    signups.fields.add(new NumberField({ name: 'queue', min: 1, onlyInt: true }));
    signups.fields.add(new DateField({ name: 'promoted' }));
    signups.addIndex('idx_signups_event_status_queue', false, 'event, status, queue', '');
    // Members sign themselves out; organisers and admins may sign anyone out.
    signups.deleteRule = `${MEMBER} && (user = @request.auth.id || ${ADMIN} || @request.auth.committees.id ?= event.organiser)`;
    app.save(signups);

    // Answers live apart from the sign-up, so the rules that protect them hold on every path
    // (lists, filters, expands, realtime). Only the sign-up hook writes them.
    const answers = new Collection({
      type: 'base',
      name: 'signup_answers',
      listRule: `${MEMBER} && (user = @request.auth.id || ${ADMIN} || @request.auth.committees.id ?= event.organiser)`,
      viewRule: `${MEMBER} && (user = @request.auth.id || ${ADMIN} || @request.auth.committees.id ?= event.organiser)`,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'signup',
          type: 'relation',
          required: true,
          collectionId: signups.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { name: 'event', type: 'relation', required: true, collectionId: events.id, maxSelect: 1, cascadeDelete: true },
        {
          name: 'user',
          type: 'relation',
          required: true,
          collectionId: app.findCollectionByNameOrId('users').id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { name: 'answers', type: 'json', maxSize: 20000 },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_signup_answers_signup ON signup_answers (signup)'],
    });
    app.save(answers);

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'calendar_token', hidden: true, max: 64 }));
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('calendar_token');
    app.save(users);
    app.delete(app.findCollectionByNameOrId('signup_answers'));
    const signups = app.findCollectionByNameOrId('signups');
    signups.removeIndex('idx_signups_event_status_queue');
    for (const name of ['status', 'queue', 'promoted']) signups.fields.removeByName(name);
    signups.deleteRule = '@request.auth.id != "" && @request.auth.collectionName = "users" && user = @request.auth.id';
    app.save(signups);
    const events = app.findCollectionByNameOrId('events');
    for (const name of ['capacity', 'signup_opens', 'signup_deadline', 'signout_deadline', 'price', 'questions']) {
      events.fields.removeByName(name);
    }
    app.save(events);
  }
);
