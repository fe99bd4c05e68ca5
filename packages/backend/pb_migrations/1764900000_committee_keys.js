/// <reference path="../pb_data/types.d.ts" />

// Rights attach to a committee's stable key, not its name (which is data a board may change):
// the permission table names keys. Committees that exist get the key of their usual name, or one
// made from the name (lib/committee-key.js).
migrate(
  (app) => {
    const committees = app.findCollectionByNameOrId('committees');
    committees.fields.add(new TextField({ name: 'key', max: 50, pattern: '^[a-z0-9-]+$' }));
    app.save(committees);

    const { keyFor } = require(`${__hooks}/lib/committee-key.js`);
    const taken = {};
    for (const committee of app.findAllRecords('committees')) {
      const key = keyFor(committee.getString('name'), (candidate) => taken[candidate] === true);
      taken[key] = true;
      committee.set('key', key);
      app.save(committee);
    }

    committees.fields.getByName('key').required = true;
    committees.addIndex('idx_committees_key', true, 'key', '');
    app.save(committees);
  },
  (app) => {
    const committees = app.findCollectionByNameOrId('committees');
    committees.removeIndex('idx_committees_key');
    committees.fields.removeByName('key');
    app.save(committees);
  }
);
