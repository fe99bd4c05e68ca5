/// <reference path="../pb_data/types.d.ts" />

// GET /api/tjas/mijn-gegevens: everything stored about the logged-in member, as one JSON download.
// It walks every collection with a relation to users, so new collections are included without
// changing this file.
routerAdd(
  'GET',
  '/api/tjas/mijn-gegevens',
  (e) => {
    const auth = e.auth;
    const users = e.app.findCollectionByNameOrId('users');
    const SECRET = ['password', 'tokenKey', 'calendar_token'];
    const plain = (record) => {
      const out = {};
      for (const field of record.collection().fields) {
        const name = field.getName();
        if (SECRET.indexOf(name) >= 0) continue;
        out[name] = record.get(name);
      }
      return out;
    };

    const profile = plain(auth);
    const committeeIds = auth.getStringSlice('committees');
    const committees =
      committeeIds.length > 0 ? e.app.findRecordsByIds('committees', committeeIds).map((c) => c.getString('name')) : [];

    const records = {};
    for (const collection of e.app.findAllCollections('base')) {
      if (collection.system) continue;
      const owners = [];
      for (const field of collection.fields) {
        if (field.type() === 'relation' && field.collectionId === users.id) owners.push(`${field.getName()} ?= {:id}`);
      }
      if (owners.length === 0) continue;
      const filter = owners.join(' || ');
      const sort = collection.fields.getByName('created') ? 'created' : '';
      const found = e.app.findRecordsByFilter(collection.name, filter, sort, 0, 0, { id: auth.id });
      if (found.length > 0) records[collection.name] = found.map(plain);
    }

    e.response.header().set('Content-Disposition', 'attachment; filename="mijn-gegevens.json"');
    e.response.header().set('Cache-Control', 'no-store');
    return e.json(200, { exported: new Date().toISOString(), profile, committees, records });
  },
  $apis.requireAuth('users')
);
