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
 * ends on or passes through a private field. `@collection.users:alias.email` starts at the
 * collection it names, `@request.auth.committees...` at the users collection (the caller's own
 * record, but its relations reach other members); other `@` terms (`@now`, `@request.body.x`,
 * `@random`) are values.
 */
function reachesPrivate(app, start, path) {
  let collection = start;
  const parts = path.split('.');
  if (parts[0] === '@collection') {
    collection = findCollection(app, (parts[1] || '').replace(/:.*$/, ''));
    parts.splice(0, 2);
  } else if (parts[0] === '@request' && parts[1] === 'auth') {
    collection = findCollection(app, 'users');
    parts.splice(0, 2);
  } else if (parts[0].charAt(0) === '@') {
    return false;
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
 * A filter without its string literals, scanned as PocketBase scans them: a quote preceded by
 * a backslash does not end a string (a regex that reads `\\'` as an escaped backslash would
 * end it one character early and let the rest pass unseen).
 */
function withoutStrings(filter) {
  let code = '';
  let quote = '';
  for (let i = 0; i < filter.length; i++) {
    const char = filter.charAt(i);
    if (quote) {
      if (char === quote && filter.charAt(i - 1) !== '\\') quote = '';
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      code += ' ';
      continue;
    }
    code += char;
  }
  return code;
}

/** Field paths named in a filter expression, `@` terms included (reachesPrivate sorts them out). */
function filterPaths(filter) {
  return withoutStrings(String(filter || '')).match(/@?[A-Za-z_][\w.:@]*/g) || [];
}

/** Field paths of a sort list (`-created,user.email`). */
function sortPaths(sort) {
  return String(sort || '')
    .split(',')
    .map((part) => part.trim().replace(/^[+-]/, ''))
    .filter(Boolean);
}

/**
 * The query parameter (`filter` or `sort`) that uses a private field of `collection`, or ''.
 */
function privateUse(app, collection, query) {
  if (filterPaths(query.filter).some((path) => reachesPrivate(app, collection, path))) return 'filter';
  if (sortPaths(query.sort).some((path) => reachesPrivate(app, collection, path))) return 'sort';
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
