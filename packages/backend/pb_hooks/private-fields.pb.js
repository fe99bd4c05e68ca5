/// <reference path="../pb_data/types.d.ts" />

// Lists, and realtime subscriptions with their own query, may not search or sort on fields a
// member cannot read (lib/private-fields.js).
routerUse((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const path = e.request.url.path;
  const { privateUse } = require(`${__hooks}/lib/private-fields.js`);
  const refuse = (param) => {
    const message = 'Op verborgen gegevens kun je niet zoeken of sorteren.';
    return e.json(400, { status: 400, message, data: { [param]: { code: 'private_field', message } } });
  };

  const list = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?$/.exec(path);
  if (list && e.request.method === 'GET') {
    let collection;
    try {
      collection = e.app.findCollectionByNameOrId(decodeURIComponent(list[1]));
    } catch (error) {
      return e.next();
    }
    const query = e.request.url.query();
    const param = privateUse(e.app, collection, { filter: query.get('filter'), sort: query.get('sort') });
    return param ? refuse(param) : e.next();
  }

  if (path === '/api/realtime' && e.request.method === 'POST') {
    const { topicQuery } = require(`${__hooks}/lib/private-fields.js`);
    const subscriptions = (e.requestInfo().body || {}).subscriptions;
    for (const topic of Array.isArray(subscriptions) ? subscriptions : []) {
      const query = topicQuery(topic);
      if (!query) continue; // PocketBase answers unreadable topics itself
      let collection;
      try {
        collection = e.app.findCollectionByNameOrId(String(topic).split(/[/?]/)[0]);
      } catch (error) {
        continue;
      }
      const param = privateUse(e.app, collection, query);
      if (param) return refuse(param);
    }
  }
  return e.next();
});
