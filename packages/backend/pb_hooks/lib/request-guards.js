/// <reference path="../../pb_data/types.d.ts" />
// Checks of a request before PocketBase handles it, each answering with a refusal or nothing:
// - wrong types in a record create or update (an object where text belongs, words where a
//   number or yes/no belongs), in any body PocketBase reads (JSON, multipart, form-encoded),
//   refused with a 400 and field errors before PocketBase would cast them (lib/input-types.js);
// - lists, and realtime subscriptions with their own query (lib/topic-options.js), that search
//   or sort on fields a member cannot read (lib/private-fields.js), or go through relations into
//   records the member may not all list, or ask for more joins than a query may cost
//   (lib/filter-guard.js).

const RECORDS = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?$/;

function collectionOf(app, match) {
  try {
    // PocketBase's cached copy: no query per request (every write of a record passes here).
    return app.findCachedCollectionByNameOrId(decodeURIComponent(match[1]));
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

function refuseQuery(e, found) {
  e.json(400, {
    status: 400,
    message: found.message,
    data: { [found.param]: { code: found.code, message: found.message } },
  });
  return true;
}

/**
 * Whether the request's member lists every record of a collection (by name), as the permission
 * table's `fullList` says; asked once per collection and request.
 */
function listsAllFor(e) {
  const { readAccess } = require(`${__hooks}/lib/access.js`);
  /** @type {Record<string, unknown> | null} */
  let fullList = null;
  const known = {};
  return (name) => {
    if (!(name in known)) {
      // Typed on its own: an assignment of `any` would leave `fullList` possibly null.
      /** @type {Record<string, unknown>} */
      const lists = fullList || (fullList = readAccess().fullList || {});
      const rule = lists[name];
      if (rule === '') known[name] = true;
      else if (typeof rule !== 'string' || !e.auth) known[name] = false;
      else known[name] = e.app.canAccessRecord(e.auth, e.requestInfo(), rule);
    }
    return known[name];
  };
}

/** The private field or relation problem of a member's `query` on `collection`; refused (true) or not. */
function refusedQuery(e, collection, query, listsAll) {
  const verdict = require(`${__hooks}/lib/query-verdicts.js`).verdictFor(e.app, collection, query);
  if (verdict.privateParam) return refusePrivate(e, verdict.privateParam);
  const found = require(`${__hooks}/lib/filter-guard.js`).planProblem(verdict.plan, listsAll);
  return found ? refuseQuery(e, found) : false;
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

function listQuery(e, match, url) {
  // Most lists name neither: no query to parse. A name can be written escaped (`%66ilter`), as
  // PocketBase reads it, so a query with any escape is parsed.
  const raw = url.rawQuery;
  if (raw.indexOf('filter') < 0 && raw.indexOf('sort') < 0 && raw.indexOf('%') < 0) return false;
  const query = url.query();
  const filter = query.get('filter');
  const sort = query.get('sort');
  // Without a filter and a sort there is nothing to refuse (no field is named): most lists and
  // every view of one record pass without the schema walk.
  if (!filter && !sort) return false;
  const collection = collectionOf(e.app, match);
  if (!collection) return false;
  return refusedQuery(e, collection, { filter, sort }, listsAllFor(e));
}

function topicQueries(e) {
  const { topicQueries } = require(`${__hooks}/lib/topic-options.js`);
  const listsAll = listsAllFor(e);
  const subscriptions = (e.requestInfo().body || {}).subscriptions;
  for (const topic of Array.isArray(subscriptions) ? subscriptions : []) {
    const queries = topicQueries(topic);
    if (queries.length === 0) continue;
    let collection;
    try {
      collection = e.app.findCollectionByNameOrId(String(topic).split(/[/?]/)[0]);
    } catch (error) {
      continue;
    }
    for (const query of queries) if (refusedQuery(e, collection, query, listsAll)) return true;
  }
  return false;
}

/**
 * A write whose body PocketBase cannot read (broken JSON, a list where an object belongs) gets a
 * Dutch 400 that says so, instead of the generic English answer every route would give.
 */
function unreadableBody(e, method, path) {
  if ((method !== 'POST' && method !== 'PATCH' && method !== 'PUT') || path.indexOf('/api/') !== 0) return false;
  let body;
  try {
    body = e.requestInfo().body;
  } catch (error) {
    body = undefined;
  }
  if (body !== undefined && body !== null && typeof body === 'object' && !Array.isArray(body)) return false;
  const message = 'De inhoud van dit verzoek is niet te lezen: stuur een JSON-object of een formulier.';
  e.json(400, { status: 400, message, data: {} });
  return true;
}

/**
 * Whether request `e` (its `method` and `url`) was refused (its answer is written then); false
 * lets it through.
 */
function refused(e, method, url) {
  const path = url.path;
  if (unreadableBody(e, method, path)) return true;
  const match = RECORDS.exec(path);
  if (match && (method === 'POST' || method === 'PATCH')) return wrongTypes(e, match);
  if (e.hasSuperuserAuth()) return false;
  // HEAD runs the list as GET does (Go's router routes it there), with a length that tells a
  // match from none.
  if (match && (method === 'GET' || method === 'HEAD')) return listQuery(e, match, url);
  if (path === '/api/realtime' && method === 'POST') return topicQueries(e);
  return false;
}

module.exports = { refused };
