/// <reference path="../../pb_data/types.d.ts" />
// Fields a member may never read are also never usable to search or sort: ordering members by
// their hidden e-mail address, or filtering on it, answers questions about it one comparison
// at a time. PocketBase refuses hidden fields and limits `email` filters to public addresses,
// but sorts by `email` (also through relations, `user.email`) as asked.

const AUTH_SECRETS = ['email', 'password', 'tokenKey'];
const MODIFIER = /:[a-z]+$/;
const BACK_RELATION = /^(\w+)_via_(\w+)$/;

function isPrivate(collection, field) {
  if (field.getHidden()) return true;
  return collection.type === 'auth' && AUTH_SECRETS.indexOf(field.getName()) >= 0;
}

function findCollection(app, nameOrId) {
  try {
    return app.findCollectionByNameOrId(nameOrId);
  } catch (error) {
    return null;
  }
}

/**
 * Whether a field path (`user.email`, `signups_via_user.user.email:lower`) read from `start`
 * ends on or passes through a private field.
 */
function reachesPrivate(app, start, path) {
  let collection = start;
  const parts = path.split('.');
  if (parts[0] === '@collection') {
    collection = findCollection(app, (parts[1] || '').replace(/:.*$/, '')); // @collection.users:alias
    parts.splice(0, 2);
  }
  for (const part of parts) {
    if (!collection) return false;
    const name = part.replace(MODIFIER, '');
    const back = BACK_RELATION.exec(name);
    if (back) {
      collection = findCollection(app, back[1]);
      continue;
    }
    const field = collection.fields.getByName(name);
    if (!field) return false;
    if (isPrivate(collection, field)) return true;
    if (field.type() !== 'relation') return false; // json paths and plain values end here
    collection = findCollection(app, field.collectionId);
  }
  return false;
}

/**
 * Field paths named in a filter expression (string literals left out). `@request.*` is the
 * caller's own data and `@now` and the like are values; `@collection.*` is a path.
 */
function filterPaths(filter) {
  const code = String(filter || '').replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, ' ');
  return (code.match(/@?[A-Za-z_][\w.:@]*/g) || []).filter((path) => path[0] !== '@' || path.indexOf('@collection.') === 0);
}

/** Field paths of a sort list (`-created,user.email`). */
function sortPaths(sort) {
  return String(sort || '')
    .split(',')
    .map((part) => part.trim().replace(/^[+-]/, ''))
    .filter((path) => path && path[0] !== '@');
}

/**
 * The query parameter (`filter` or `sort`) that uses a private field of `collection`, or ''.
 */
function privateUse(app, collection, query) {
  if (filterPaths(query.filter).some((path) => reachesPrivate(app, collection, path))) return 'filter';
  if (sortPaths(query.sort).some((path) => reachesPrivate(app, collection, path))) return 'sort';
  return '';
}

module.exports = { privateUse };
