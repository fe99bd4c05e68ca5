/// <reference path="../../pb_data/types.d.ts" />
// Fields a member may never read are also never usable to search or sort: ordering members by
// their hidden e-mail address, or filtering on it, answers questions about it one comparison
// at a time. PocketBase refuses hidden fields and limits `email` filters to public addresses,
// but sorts by `email` (also through relations, `user.email`) as asked. The paths are read as
// PocketBase reads them (lib/filter-terms.js) and walked as it walks them (lib/field-paths.js).

/**
 * The query parameter (`filter` or `sort`) that uses a private field of `collection`, or ''.
 * `schema`: the view of `app`'s schema (lib/field-paths.js) when the caller has one already.
 */
function privateUse(app, collection, query, schema) {
  const { filterPaths, sortPaths } = require(`${__hooks}/lib/filter-terms.js`);
  const { appSchema, walkPath } = require(`${__hooks}/lib/field-paths.js`);
  if (!schema) schema = appSchema(app);
  const start = schema.collection(collection.id);
  const reachesPrivate = (path) => walkPath(schema, start, path).private;
  if (filterPaths(query.filter).some(reachesPrivate)) return 'filter';
  if (sortPaths(query.sort).some(reachesPrivate)) return 'sort';
  return '';
}

module.exports = { privateUse };
