/// <reference path="../pb_data/types.d.ts" />

// The members' directory (#34, /leden): what a member may share with the other members beside
// their name, photo and committees. The three details are hidden fields, so PocketBase serves
// them to nobody but superusers and refuses them in filters and sorts (no guessing a phone number
// one comparison at a time); `shared` names the ones this member shows, and the users' enrich
// hook (pb_hooks/member-directory.pb.js) unhides exactly those for active members, and all of
// them for the member themselves. The e-mail address is shared through PocketBase's own
// emailVisibility.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    // The characters here; the length and the six digits in the hook's rule (Go's regexp has no lookahead).
    users.fields.add(new TextField({ name: 'phone', hidden: true, max: 20, pattern: '^\\+?[0-9 ()-]*$' }));
    users.fields.add(new TextField({ name: 'study', hidden: true, max: 100 }));
    users.fields.add(new NumberField({ name: 'joined_year', hidden: true, onlyInt: true, min: 1950, max: 2100 }));
    users.fields.add(new SelectField({ name: 'shared', maxSelect: 3, values: ['phone', 'study', 'joined_year'] }));
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    for (const name of ['phone', 'study', 'joined_year', 'shared']) users.fields.removeByName(name);
    app.save(users);
  }
);
