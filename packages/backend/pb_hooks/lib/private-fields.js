/// <reference path="../../pb_data/types.d.ts" />
// Fields a member may never read are also never usable to search or sort: ordering members by
// their hidden e-mail address, or filtering on it, answers questions about it one comparison
// at a time. PocketBase refuses hidden fields and limits `email` filters to public addresses,
// but sorts by `email` (also through relations, `user.email`) as asked. The paths are read as
// PocketBase reads them (lib/filter-terms.js) and walked as it walks them (lib/field-paths.js).

/**
 * The query parameter (`filter` or `sort`) that uses a private field of `collection`, or ''.
 */
function privateUse(app, collection, query) {
  const { filterPaths, sortPaths } = require(`${__hooks}/lib/filter-terms.js`);
  const { appSchema, walkPath } = require(`${__hooks}/lib/field-paths.js`);
  const schema = appSchema(app);
  const start = schema.collection(collection.id);
  const reachesPrivate = (path) => walkPath(schema, start, path).private;
  if (filterPaths(query.filter).some(reachesPrivate)) return 'filter';
  if (sortPaths(query.sort).some(reachesPrivate)) return 'sort';
  return '';
}

/**
 * The `query` options of a realtime topic (`users/*?options={"query":{...}}`), read as
 * PocketBase reads them: the topic's query string (any parameter order, `+` as a space), JSON
 * keys in any case (Go matches them so). Null when there are none or they cannot be read.
 */
function topicQuery(topic) {
  const text = String(topic);
  const at = text.indexOf('?');
  if (at < 0) return null;
  let options = null;
  for (const pair of text.slice(at + 1).split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (key !== 'options') continue;
    try {
      options = JSON.parse(decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' ')));
    } catch (error) {
      return null;
    }
    break; // PocketBase reads the first
  }
  if (!options || typeof options !== 'object') return null;
  const found = {};
  const take = (object, into) => {
    for (const key of Object.keys(object)) {
      const lower = key.toLowerCase();
      if (lower === 'query' && object[key] && typeof object[key] === 'object') take(object[key], into);
      else if (lower === 'filter' || lower === 'sort') into[lower] = object[key];
    }
  };
  take(options, found);
  return found;
}

module.exports = { privateUse, topicQuery };
