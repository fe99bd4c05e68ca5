/// <reference path="../pb_data/types.d.ts" />

// The account page requires a name; the server does too, so the API cannot store an empty one.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const name = users.fields.getByName('name');
    name.required = true;
    name.max = 255;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.getByName('name').required = false;
    app.save(users);
  }
);
