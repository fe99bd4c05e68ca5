/// <reference path="../pb_data/types.d.ts" />

// Wrong types in a record create or update (an object where text belongs, words where a number
// or yes/no belongs), in any body PocketBase reads (JSON, multipart, form-encoded), are refused
// with a 400 and field errors before PocketBase casts them. requestInfo() reads the body through PocketBase's re-readable body, so
// the API still gets it.
routerUse((e) => {
  const method = e.request.method;
  if (method !== 'POST' && method !== 'PATCH') return e.next();
  const match = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?$/.exec(e.request.url.path);
  if (!match) return e.next();
  let collection;
  try {
    collection = e.app.findCollectionByNameOrId(decodeURIComponent(match[1]));
  } catch (error) {
    return e.next();
  }
  const { checkBody } = require(`${__hooks}/lib/input-types.js`);
  const errors = checkBody(collection, e.requestInfo().body || {});
  const fields = Object.keys(errors);
  if (fields.length === 0) return e.next();
  return e.json(400, { status: 400, message: errors[fields[0]].message, data: errors });
});
