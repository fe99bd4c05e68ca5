/// <reference path="../../pb_data/types.d.ts" />
// Checks of a request before PocketBase handles it, each answering with a refusal or nothing:
// - wrong types in a record create or update (an object where text belongs, words where a
//   number or yes/no belongs), in any body PocketBase reads (JSON, multipart, form-encoded),
//   refused with a 400 and field errors before PocketBase would cast them (lib/input-types.js);
// - lists, and realtime subscriptions with their own query, that search or sort on fields a
//   member cannot read (lib/private-fields.js).

const RECORDS = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?$/;

function collectionOf(app, match) {
  try {
    return app.findCollectionByNameOrId(decodeURIComponent(match[1]));
  } catch (error) {
    return null; // PocketBase answers an unknown collection itself
  }
}

// Each check answers the request itself when it refuses it, and says so (true).

function refusePrivate(e, param) {
  const message = 'Op verborgen gegevens kun je niet zoeken of sorteren.';
  e.json(400, { status: 400, message, data: { [param]: { code: 'private_field', message } } });
  return true;
}

function wrongTypes(e, match) {
  const collection = collectionOf(e.app, match);
  if (!collection) return false;
  const { checkBody } = require(`${__hooks}/lib/input-types.js`);
  const errors = checkBody(collection, e.requestInfo().body || {});
  const fields = Object.keys(errors);
  if (fields.length === 0) return false;
  e.json(400, { status: 400, message: errors[fields[0]].message, data: errors });
  return true;
}

function privateList(e, match) {
  const collection = collectionOf(e.app, match);
  if (!collection) return false;
  const query = e.request.url.query();
  const param = require(`${__hooks}/lib/private-fields.js`).privateUse(e.app, collection, {
    filter: query.get('filter'),
    sort: query.get('sort'),
  });
  return param ? refusePrivate(e, param) : false;
}

function privateTopics(e) {
  const { privateUse, topicQuery } = require(`${__hooks}/lib/private-fields.js`);
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
    if (param) return refusePrivate(e, param);
  }
  return false;
}

/** Whether this request was refused (its answer is written then); false lets it through. */
function refused(e) {
  const method = e.request.method;
  const path = e.request.url.path;
  const match = RECORDS.exec(path);
  if (match && (method === 'POST' || method === 'PATCH')) return wrongTypes(e, match);
  if (e.hasSuperuserAuth()) return false;
  if (match && method === 'GET') return privateList(e, match);
  if (path === '/api/realtime' && method === 'POST') return privateTopics(e);
  return false;
}

module.exports = { refused };
